// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { ListItem } from './ListItem';
import { renderForTest } from './renderForTest';

afterEach(cleanup);

function article(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 101,
    columnId: 7,
    type: ArticleType.news,
    title: '滨江新区今晨通车',
    summary: '',
    publishedAt: 0,
    source: '本地日报',
    pictures: [],
    picCount: 0,
    bigPicture: false,
    reads: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    shareClosed: false,
    ...overrides,
  };
}

function show(item: ArticleSummary, props: { picturesLeft?: boolean } = {}) {
  const { container } = renderForTest(
    <ListItem entry={{ item, time: '3分钟前', reads: '1.2k+' }} {...props} />,
  );
  return container.querySelector('li')!;
}

const pic = (n: number) => `https://img.example/p${n}.jpg`;

describe('ListItem variants', () => {
  it('draws a text-only item with source, time and reads, linking to the news detail', () => {
    const li = show(article());
    expect(li.dataset.layout).toBe('text');
    expect(li.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: '滨江新区今晨通车' })).toBeTruthy();
    expect(li.textContent).toContain('本地日报');
    expect(li.textContent).toContain('3分钟前');
    expect(li.textContent).toContain('1.2k+阅读');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/newsDetail/7/101.html');
  });

  it('puts a small picture on the right, or on the left when the site asks for it', () => {
    const li = show(article({ picSmall: pic(1) }));
    expect(li.dataset.layout).toBe('smallPicture');
    const img = li.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${pic(1)}@!sm43`);
    expect(img.getAttribute('width')).toBe('240');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(li.querySelector('[class*="pictureLeft"]')).toBeNull();
    cleanup();
    expect(
      show(article({ picSmall: pic(1) }), { picturesLeft: true }).querySelector('[class*="pictureLeft"]'),
    ).not.toBeNull();
  });

  it('draws a big picture when the item is flagged so', () => {
    const li = show(article({ bigPicture: true, picBig: pic(2) }));
    expect(li.dataset.layout).toBe('bigPicture');
    expect(li.querySelector('img')!.getAttribute('src')).toBe(`${pic(2)}@!md169`);
  });

  it('draws three pictures for news with several pictures', () => {
    const li = show(article({ pictures: [pic(1), pic(2), pic(3), pic(4)] }));
    expect(li.dataset.layout).toBe('threePictures');
    expect(li.querySelectorAll('img')).toHaveLength(3);
  });

  it('counts the pictures of a gallery', () => {
    const li = show(article({ type: ArticleType.gallery, pictures: [pic(1), pic(2), pic(3)], picCount: 12 }));
    expect(li.dataset.layout).toBe('threePictures');
    expect(li.textContent).toContain('12图');
  });

  it('shows a video large with its length', () => {
    const li = show(article({ type: ArticleType.video, picBig: pic(1), duration: 135 }));
    expect(li.dataset.layout).toBe('bigPicture');
    expect(li.textContent).toContain('2:15');
    expect(screen.getByLabelText('时长 2:15')).toBeTruthy();
  });

  it.each([
    [0, '预告'],
    [1, '直播中'],
    [2, '已结束'],
  ] as const)('shows a live with status %i as %s', (liveStatus, label) => {
    const li = show(article({ type: ArticleType.live, picBig: pic(1), liveStatus }));
    expect(li.textContent).toContain(label);
    cleanup();
    expect(show(article({ type: ArticleType.live, liveStatus })).textContent).toContain(label);
  });

  it('tags special topics and H5 pages', () => {
    expect(show(article({ type: ArticleType.topic })).textContent).toContain('专题');
    cleanup();
    expect(show(article({ type: ArticleType.h5, url: 'https://h5.example/x' })).textContent).toContain('H5');
  });

  it('opens an H5 item at the publisher’s page in a new window (docs/h5.md)', () => {
    show(article({ type: ArticleType.h5, url: 'https://h5.example/story' }));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://h5.example/story');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never links to a javascript: address', () => {
    show(article({ type: ArticleType.h5, url: 'javascript:alert(1)' }));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/newsDetail/7/101.html');
  });

  it('renders a title with markup as text', () => {
    const li = show(article({ title: '<img src=x onerror=alert(1)>标题' }));
    expect(li.querySelector('h3 img')).toBeNull();
    expect(li.querySelector('h3')!.textContent).toBe('<img src=x onerror=alert(1)>标题');
  });

  it('speaks the reader’s language', () => {
    cleanup();
    const { container } = renderForTest(
      <ListItem entry={{ item: article({ type: ArticleType.gallery, picSmall: pic(1), picCount: 5 }) }} />,
      'bo',
    );
    expect(container.textContent).toContain('པར་ 5');
  });
});
