import type { ArticleSummary, Module } from '~/api/lists/entities';
import { ArticleType } from '~/api/lists/entities';

const basePath = import.meta.env.BASE_URL;

/**
 * A link article (4) whose address is a page of this site (the home's entry cards: 订阅号, 影响力榜, leaders, a time
 * axis, votes, docs/wayfinding.md) keeps only the page's path, so that itemLink opens it here like any other page
 * of ours instead of the outside-link page. Only this site's own origin counts: another Founder site has the same
 * paths for other things.
 */
export function linkOnThisSite(item: ArticleSummary, origin: string): ArticleSummary {
  if (item.type !== ArticleType.link || !item.url) return item;
  const own = `${origin}${basePath}`;
  return item.url.startsWith(own) ? { ...item, url: item.url.slice(origin.length) } : item;
}

export function modulesOnThisSite(modules: Module[], origin: string): Module[] {
  return modules.map((m) =>
    m.kind === 'articles' ? { ...m, articles: m.articles.map((item) => linkOnThisSite(item, origin)) } : m,
  );
}
