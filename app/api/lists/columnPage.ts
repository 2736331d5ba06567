import type { ColumnPage } from './entities';
import { parseArticleList } from './summary';
import { arr, flag, int, rec } from '../lenient';
import { parseModule, parseTopModule } from './module';

/** getArticles: `{list, carousel, modules, topModule, liveArticles, hasMore, totalCount}` or a bare array. */
export function parseColumnPage(raw: unknown): ColumnPage {
  const o = rec(raw);
  const articles = parseArticleList(raw);
  const carousel = parseArticleList(o.carousel);
  // carousel items also head `list` on real deployments; the web client removes them (PUBLISHER_API §3.2)
  const inCarousel = new Set(carousel.map((a) => a.id));
  return {
    articles: articles.filter((a) => !inCarousel.has(a.id)),
    carousel,
    modules: arr(o.modules).map(parseModule),
    topModule: parseTopModule(o.topModule),
    liveArticles: parseArticleList(o.liveArticles),
    // absent hasMore: a full page of 20 suggests more (spec §4 load-more rule)
    hasMore: 'hasMore' in o ? flag(o.hasMore) : articles.length > 0 && articles.length % 20 === 0,
    totalCount: int(o.totalCount, articles.length),
  };
}
