import { describe, expect, it } from 'vitest';
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { linkOnThisSite } from './onThisSite.server';

const base = import.meta.env.BASE_URL;
const link = (url: string) => ({ id: 1, columnId: 1, type: ArticleType.link, url }) as ArticleSummary;

describe('linkOnThisSite: the home entry cards open pages of this site here', () => {
  it('keeps the path of a link to a page of this site', () => {
    expect(linkOnThisSite(link(`https://news.example${base}xyListShare.html`), 'https://news.example').url).toBe(
      `${base}xyListShare.html`,
    );
  });

  it('leaves another site (even with the same paths), and other types, as they are', () => {
    const other = link(`https://other.example${base}xyListShare.html`);
    expect(linkOnThisSite(other, 'https://news.example')).toBe(other);
    const sneaky = link(`https://news.example.evil.test${base}x.html`);
    expect(linkOnThisSite(sneaky, 'https://news.example')).toBe(sneaky);
    const news = { ...link(`https://news.example${base}x.html`), type: ArticleType.news };
    expect(linkOnThisSite(news, 'https://news.example')).toBe(news);
  });
});
