// Where tapping a list item goes. Pages for lives and topics come in later issues; until their routes exist those
// items open the news detail, which reads any article.
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { safeHttpUrl } from '~/lib/safeUrl';

export type ItemLink = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

/**
 * The detail page of each article type, by its code (0 news, 1 gallery, 2 video), in the original's URL shape
 * (`<name>Detail/<columnId>/<fileId>.html`). Types without a page of their own yet open the news detail. Kept this small
 * on purpose: every list on every page carries it in its first load.
 */
const detailPages = ['news', 'image', 'video'];

export function itemLink(item: ArticleSummary): ItemLink {
  if (item.type === ArticleType.link || item.type === ArticleType.h5) {
    const url = safeHttpUrl(item.url);
    if (url) return { kind: 'external', url };
  }
  const page = detailPages[item.type] ?? detailPages[0];
  return { kind: 'internal', to: `/${page}Detail/${item.columnId}/${item.id}.html` };
}
