import type { Ad } from '../ads/entities';
// The article area's entities: the detail and its counts.
// Field names are the reader's words; the wire spellings live only in the parsers.
import type { ArticleSummary } from '../lists/entities';

export interface Picture {
  url: string;
  width?: number;
  height?: number;
  caption?: string;
}

/** spec §3 news-detail byline roles, in display order */
export const bylineRoles = [
  'source',
  'editor',
  'responsibleEditor',
  'proofreader',
  'approver',
  'reviewer',
  'finalReviewer',
  'planner',
  'photographer',
  'graphicDesigner',
  'coordinator',
  'director',
  'intern',
  'correspondent',
] as const;
export type BylineRole = (typeof bylineRoles)[number];

export interface BodyImage extends Picture {
  /** placeholder the body HTML carries, e.g. <!--IMAGEARRAY#0--> */
  ref: string;
}

export interface BodyVideo {
  ref: string;
  url: string;
  poster?: string;
  duration?: number;
  caption?: string;
}

/** An article's audio piece (the detail's extension fields 音频文件 and 音频标题). */
export interface ArticleAudio {
  url: string;
  title: string;
}

export interface LiveVideoConfig {
  liveUrl?: string;
  playbackUrl?: string;
  playbackUrls: string[];
}

export interface Reporter {
  id: number;
  name: string;
  photo?: string;
  duty?: string;
  description?: string;
}

export interface Article extends ArticleSummary {
  subtitle: string;
  leadTitle: string;
  /** body HTML as sent; sanitised on the server before render */
  html: string;
  images: BodyImage[];
  videos: BodyVideo[];
  byline: Partial<Record<BylineRole, string>>;
  author: string;
  /** spec: aStatus other than 1 means preview or not published */
  published: boolean;
  discussClosed: boolean;
  xyAccountId?: number;
  columnName: string;
  reporters: Reporter[];
  liveVideos: LiveVideoConfig[];
  /** the video item's own address (articleType 2): `videoUrl`, else its first body video */
  videoUrl: string;
  audio?: ArticleAudio;
  shareUrl?: string;
  shareTitle?: string;
  shareSummary?: string;
  shareImage?: string;
  related: ArticleSummary[];
  /** the ads under the body (docs/ads.md); none where the article says `advClosed` */
  ads: Ad[];
}

export interface ArticleCounts {
  id: number;
  reads: number;
  likes: number;
  comments: number;
  shares: number;
}
