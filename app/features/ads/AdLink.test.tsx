// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ad } from '~/api/ads/entities';
import { renderForTest } from '~/features/lists/renderForTest';
import { AdLink } from './AdLink';

afterEach(cleanup);

const ad = (overrides: Partial<Ad> = {}): Ad => ({
  id: 820001,
  place: 'feed',
  title: '青岚湖秋季游船夜航开启',
  advertiser: '青岚湖景区',
  picture: 'https://pic.example/ad.jpg',
  width: 750,
  height: 300,
  position: 3,
  order: 0,
  startsAt: 0,
  endsAt: 0,
  seconds: 0,
  target: { kind: 'external', url: 'https://lake.example/autumn' },
  ...overrides,
});

describe('an ad', () => {
  it('is a plain link to the advertiser in a new window, labelled 广告, its picture sized before it loads', () => {
    renderForTest(<AdLink ad={ad()} variant="feed" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://lake.example/autumn');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('data-ad')).toBe('820001');
    expect(link.textContent).toContain('广告');
    expect(link.textContent).toContain('（在新窗口打开）');
    const picture = link.querySelector('img')!;
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['750', '300']);
  });

  it('is labelled in the reader’s language', () => {
    renderForTest(<AdLink ad={ad()} variant="feed" />, 'bo');
    expect(screen.getByRole('link').textContent).toContain('ཁྱབ་བསྒྲགས།');
    cleanup();
    renderForTest(<AdLink ad={ad()} variant="feed" />, 'en');
    expect(screen.getByRole('link', { name: /Ad/ })).toBeTruthy();
  });

  it('opens an article of the site in the same window', () => {
    renderForTest(
      <AdLink ad={ad({ target: { kind: 'article', id: 10001, columnId: 2 } })} variant="article" />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/newsDetail/2/10001.html');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('a banner is its picture, named by its title; without a size it keeps the place’s shape', () => {
    renderForTest(<AdLink ad={ad({ width: 0, height: 0 })} variant="banner" />);
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('alt')).toBe('青岚湖秋季游船夜航开启');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['750', '200']);
  });
});
