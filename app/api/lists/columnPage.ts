import type { ColumnPage } from './entities';
import { parseArticleList } from './summary';
import { arr, flag, int, listOf, pick, rec } from '../lenient';
import { parseModule, parseTopModule } from './module';
import { parseAds } from '../ads/parse';

/** getArticles: `{list, carousel, modules, topModule, liveArticles, adv, hasMore, totalCount}` or a bare array. */
export function parseColumnPage(raw: unknown, receivedAt = Date.now()): ColumnPage {
  const o = rec(raw);
  // the FounderReader schema lists its ads among the items (advID, type ≠ 0): they are ads, not articles
  const items = listOf(raw);
  const isAd = (item: unknown) => int(pick(rec(item), 'advID', 'advId')) > 0;
  const articles = parseArticleList(items.filter((item) => !isAd(item)));
  const carousel = parseArticleList(o.carousel);
  // carousel items also head `list` on real deployments; the web client removes them (PUBLISHER_API §3.2)
  const inCarousel = new Set(carousel.map((a) => a.id));
  return {
    articles: articles.filter((a) => !inCarousel.has(a.id)),
    carousel,
    modules: arr(o.modules).map(parseModule),
    topModule: parseTopModule(o.topModule),
    liveArticles: parseArticleList(o.liveArticles),
    ads: parseAds([...arr(o.adv), ...items.filter(isAd)], receivedAt),
    // absent hasMore: a full page of 20 suggests more (spec §4 load-more rule)
    hasMore: 'hasMore' in o ? flag(o.hasMore) : articles.length > 0 && articles.length % 20 === 0,
    totalCount: int(o.totalCount, articles.length),
  };
}
