// Short videos (spec §7, the short-video service on the mVodUrl base) as a reader meets them: vertical films in
// categories, the files that play one, its neighbours for a swipe, its share card and the player's settings.
// Field names are the reader's words; the wire spellings live only in parse.ts.

export interface ShortVideoCategory {
  id: number;
  name: string;
  /** how many videos it holds */
  count: number;
}

export interface ShortVideoAuthor {
  id: number;
  name: string;
  avatar?: string;
}

export interface ShortVideo {
  id: number;
  title: string;
  summary: string;
  /** ms since 1970; 0 when unknown */
  publishedAt: number;
  categoryId: number;
  categoryName: string;
  /** the film (HLS or a file); '' when none */
  videoUrl: string;
  poster?: string;
  /** the film's pixels (0 when not sent: a short video is 9:16 until it loads) */
  width: number;
  height: number;
  /** seconds */
  duration: number;
  author: ShortVideoAuthor;
  reads: number;
  likes: number;
  comments: number;
  shares: number;
  commentsClosed: boolean;
  shareClosed: boolean;
  shareUrl?: string;
}

/** One short video with its text (HTML, sanitised on the server before render). */
export interface ShortVideoDetail extends ShortVideo {
  html: string;
}

export interface ShortVideoFile {
  format: 'hls' | 'mp4';
  url: string;
  width: number;
  height: number;
  duration: number;
}

/** The files that play a short video, HLS first where there is one, and its poster. */
export interface ShortVideoFiles {
  id: number;
  poster?: { url: string; width: number; height: number };
  files: ShortVideoFile[];
}

export interface ShortVideoPage {
  videos: ShortVideo[];
  hasMore: boolean;
}

/** What a swipe reaches from one video in its category, nearest first: `previous` newer, `next` older. */
export interface ShortVideoNeighbours {
  categoryId: number;
  previous: ShortVideo[];
  next: ShortVideo[];
}

/** How the player behaves for every video (the common config). */
export interface ShortVideoSettings {
  /** start muted once a video is in view */
  autoplay: boolean;
  loop: boolean;
  /** load the next video's first segment ahead */
  preloadNext: boolean;
  pageSize: number;
  relatedCount: number;
  commentsOpen: boolean;
  defaultPoster?: string;
}

/** Spec §3's share params for one video. */
export interface ShortVideoShare {
  title: string;
  /** at most 100 characters (spec §9) */
  description: string;
  image?: string;
  url?: string;
  objectType: number;
  articleId: number;
  shareClosed: boolean;
}
