// The ads area's entities (docs/ads.md): an ad as a reader meets it, wherever it stands.

/** Where an ad stands: among a column's list items, at a column's head, under an article, or as the start page. */
export type AdPlace = 'feed' | 'column' | 'article' | 'startPage';

/** Where tapping it leads: the advertiser's page (checked http/https), or an article of the site. */
export type AdTarget = { kind: 'external'; url: string } | { kind: 'article'; id: number; columnId: number };

export interface Ad {
  id: number;
  place: AdPlace;
  title: string;
  advertiser: string;
  picture: string;
  /** the picture's pixel size, so its box is kept before it loads (0 when not sent) */
  width: number;
  height: number;
  /** feed: the ad stands after this many list items; `order` orders ads at one position */
  position: number;
  order: number;
  /** ms since epoch; 0 when not sent */
  startsAt: number;
  endsAt: number;
  /** the start page: seconds before it leaves by itself */
  seconds: number;
  target: AdTarget;
}
