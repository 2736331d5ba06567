// Where tapping a list item goes. Pages for lives and topics come in later issues; until their routes exist those
// items open the news detail, which reads any article.
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { href } from '~/lib/paths';
import { safeHttpUrl } from '~/lib/safeUrl';

export type ItemLink = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

/**
 * The detail page of each article type that has its own, in the original's URL shape
 * (`<page>/<columnId>/<fileId>.html`, as href.newsDetail): a name, not a function per page, since every list on
 * every page carries this table in its first load.
 */
const detailPage: Partial<Record<number, string>> = {
  [ArticleType.gallery]: 'imageDetail',
  [ArticleType.video]: 'videoDetail',
};

export function itemLink(item: ArticleSummary): ItemLink {
  if (item.type === ArticleType.link || item.type === ArticleType.h5) {
    const url = safeHttpUrl(item.url);
    if (url) return { kind: 'external', url };
  }
  const page = detailPage[item.type];
  return {
    kind: 'internal',
    to: page ? `/${page}/${item.columnId}/${item.id}.html` : href.newsDetail(item.columnId, item.id),
  };
}
