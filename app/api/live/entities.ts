// The live area's entities (spec §3 Live; PUBLISHER_API §4.5), in the reader's words.
import type { LiveVideoConfig } from '../article/entities';
import type { ArticleSummary, LiveStatus } from '../lists/entities';

export interface Live {
  /** the live topic id: the last segment of the liveDetail URL, what the socket subscribes to */
  id: number;
  /** the list article whose counters the page bumps */
  articleId: number;
  title: string;
  status: LiveStatus;
  startTime: number;
  banner?: string;
  summary: string;
  videos: LiveVideoConfig[];
  discussClosed: boolean;
  /** its likes (countPraise), which the like button starts from */
  likes: number;
}

export interface LiveReport {
  id: number;
  pinned: boolean;
  time: number;
  author: string;
  /** plain text: shown as text, never as HTML */
  content: string;
  pictures: string[];
  /** the order of changes: a newer version of a report replaces an older one, never the other way round */
  version: number;
  /** only in a catch-up or a push: the newsroom removed it */
  removed: boolean;
}

export interface LiveChatMessage {
  id: number;
  userName: string;
  content: string;
  time: number;
}

/** A message as its poster's own post answered it (liveDiscuss). */
export interface PostedChat extends LiveChatMessage {
  /** held for review (discussStatus 0): only its poster sees it; it is pushed to the live once approved */
  held: boolean;
}

export interface LiveView {
  /** only on page 0 */
  live?: Live;
  reports: LiveReport[];
  /** the newest report change when the answer was made: where a catch-up starts */
  version: number;
  views: number;
  chat: LiveChatMessage[];
}

export interface LivePage {
  lives: ArticleSummary[];
  hasMore: boolean;
}
