import type { ArticleSummary } from '../lists/entities';

/** A tab of the search page: what it searches is its `tclass` (-1 every article, else an articleType). */
export interface SearchTab {
  id: number;
  name: string;
  tclass: number;
}

/** A search hit: the list item, and the body's words around the match (plain text, may be empty). */
export interface SearchHit {
  item: ArticleSummary;
  matchText: string;
}

export interface SearchResults {
  hits: SearchHit[];
  hasMore: boolean;
}
