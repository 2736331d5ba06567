// Tip-offs (报料) in the reader's words (docs/tipoff.md): what a member sent, where it stands with the newsroom.
import type { Attachment } from '../uploads/entities';

/** received, being checked, adopted, not adopted, published as an article */
export type TipoffState = 'received' | 'checking' | 'adopted' | 'declined' | 'published';

/** what the moderation made of the text: let in, held for review (审核中), rejected (未通过) */
export type TextReview = 'passed' | 'held' | 'rejected';

/** A place in degrees (WGS 84), as the browser's geolocation gives it. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** One of the member's tip-offs, as their list shows it. */
export interface TipoffSummary {
  id: number;
  title: string;
  text: string;
  /** when the newsroom received it (ms) */
  sentAt: number;
  state: TipoffState;
  review: TextReview;
  answered: boolean;
  /** the name it was sent in; '' anonymous */
  senderName: string;
}

/** A tip-off in full: its files, the newsroom's reply, each state's date, the article it became. */
export interface Tipoff extends TipoffSummary {
  reply: string;
  repliedAt: number;
  files: Attachment[];
  place: string;
  /** where the reader's browser put it, with their consent; absent: not given */
  location?: Coordinates;
  happenedAt: string;
  anonymous: boolean;
  /** the points its adoption paid its author (0: none) */
  rewardPoints: number;
  checkingAt: number;
  decidedAt: number;
  publishedAt: number;
  /** the article it became; 0 none */
  articleId: number;
  /** its column, which the article's address names */
  articleColumnId: number;
  /** the newsroom's reason when the text was rejected */
  rejectReason: string;
}

/** What a member sends: the upload ids of their finished files, by kind. */
export interface TipoffDraft {
  title: string;
  text: string;
  place: string;
  location?: Coordinates;
  happenedAt: string;
  name: string;
  phone: string;
  anonymous: boolean;
  pictureIds: number[];
  videoIds: number[];
  audioIds: number[];
  requestKey: string;
}

export interface TipoffSent {
  id: number;
  state: TipoffState;
  review: TextReview;
}
