// Where tapping a list item goes. Pages for galleries, videos, lives and topics come in later
// issues; until their routes exist those items open the news detail, which reads any article.
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { href } from '~/lib/paths';
import { safeHttpUrl } from '~/lib/safeUrl';

export type ItemLink = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

export function itemLink(item: ArticleSummary): ItemLink {
  if (item.type === ArticleType.link || item.type === ArticleType.h5) {
    const url = safeHttpUrl(item.url);
    if (url) return { kind: 'external', url };
  }
  return { kind: 'internal', to: href.newsDetail(item.columnId, item.id) };
}
