// The interaction area's entities: an article's live counts and a member's favourites.
export type { ArticleCounts } from '../article/entities';

/** A saved article in the member's list (myFav), in the reader's words. */
export interface Favourite {
  articleId: number;
  title: string;
  articleType: number;
  columnId: number;
  /** when it was saved, ms */
  savedAt: number;
  picture?: string;
  reads: number;
  likes: number;
  comments: number;
}

/** The messenger's JS-SDK signature for one page URL, in the SDK's own field names. */
export interface MessengerSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}
