import type { ArticleSummary } from '~/api/lists/entities';
import { itemLink, type ItemLink } from '~/features/lists/itemLink';

/** A page asked for an article of another type: the reader is told and offered the article's own page. */
export interface WrongType {
  kind: 'wrongType';
  title: string;
  link: ItemLink;
}

export function wrongType(article: ArticleSummary): WrongType {
  return { kind: 'wrongType', title: article.title, link: itemLink(article) };
}
