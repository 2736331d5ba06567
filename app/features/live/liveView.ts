// What the live page draws, shaped on the server from the publisher's answers.
import type { LiveChatMessage, LiveReport } from '~/api/live/entities';
import type { LiveStatus } from '~/api/lists/entities';
import type { InteractionTarget } from '~/features/ui/interaction/target';

export interface LiveTitlePrefixes {
  preview: string;
  living: string;
  replay: string;
}

export interface LiveVideoLine {
  /** the stream while live; absent when the config names none */
  liveUrl?: string;
  /** the playback after the live; absent when there is none (then no playback is shown, spec §3) */
  playbackUrl?: string;
}

export interface LiveDetailView {
  id: number;
  articleId: number;
  title: string;
  status: LiveStatus;
  startTime: number;
  /** the server's clock at rendering (the countdown's first value) */
  renderedAt: number;
  views: string;
  poster?: string;
  summary: string;
  lines: LiveVideoLine[];
  reports: LiveReport[];
  /** the newest report change the page holds: where the socket's catch-up starts */
  version: number;
  chat: LiveChatMessage[];
  /** the socket of getConfig; null when the site gives none (then the page stays as rendered) */
  socket: { url: string; token: string } | null;
  /** the newsroom closed discussion: the comment box is not offered */
  commentsClosed: boolean;
  /** the like and share bar's target */
  interaction: InteractionTarget;
  /** spec §9 title prefixes; null when the config turns them off */
  titlePrefixes: LiveTitlePrefixes | null;
}
