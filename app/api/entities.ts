// Typed entities: what the parsers in app/api make of wire JSON, and all that features may read.
// Field names are the reader's words; the wire spellings live only in the parsers.

/** spec §3 articleType codes (and PUBLISHER_API §5 for the rest) */
export const ArticleType = {
  news: 0,
  gallery: 1,
  video: 2,
  topic: 3,
  link: 4,
  live: 6,
  activity: 7,
  h5: 12,
} as const;

/** spec §4: 0 preview, 1 live, 2 ended */
export type LiveStatus = 0 | 1 | 2;

export interface Picture {
  url: string;
  width?: number;
  height?: number;
  caption?: string;
}

export interface Column {
  id: number;
  name: string;
  parentId: number;
  style: number;
  type: string;
  topCount: number;
  icon?: string;
  description?: string;
  linkUrl?: string;
  children: Column[];
}

/** An item in any list: column feeds, carousels, modules, related, hot, search. */
export interface ArticleSummary {
  id: number;
  columnId: number;
  type: number;
  title: string;
  summary: string;
  /** ms since epoch; 0 when unknown */
  publishedAt: number;
  source: string;
  /** title pictures, big to small, as present */
  picBig?: string;
  picMiddle?: string;
  picSmall?: string;
  /** body/gallery pictures (pic_list, pic0..pic2) */
  pictures: string[];
  picCount: number;
  /** "750:422" style ratio text as sent; parse with app/lib ratio rules */
  picRatio?: string;
  bigPicture: boolean;
  mark?: string;
  reads: number;
  likes: number;
  comments: number;
  shares: number;
  /** link articles: the external target */
  url?: string;
  /** live topic id (type 6) or special column id (type 3) */
  linkId?: number;
  liveStatus?: LiveStatus;
  videoUrl?: string;
  /** seconds */
  duration?: number;
  shareClosed: boolean;
}

export interface Module {
  id: number;
  type: number;
  name: string;
  position: number;
  showMore: boolean;
  displayStyle: number;
  articles: ArticleSummary[];
}

export interface TopModule {
  id: number;
  name: string;
  displayStyle: number;
  articles: ArticleSummary[];
}

export interface ArticlePage {
  articles: ArticleSummary[];
  carousel: ArticleSummary[];
  modules: Module[];
  topModule?: TopModule;
  liveArticles: ArticleSummary[];
  hasMore: boolean;
  totalCount: number;
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
  shareUrl?: string;
  shareTitle?: string;
  shareSummary?: string;
  shareImage?: string;
  related: ArticleSummary[];
}

export interface ArticleCounts {
  id: number;
  reads: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface Filing {
  open: boolean;
  url: string;
  number: string;
}

export interface ImageSuffixes {
  list: string;
  big: string;
  carousel: string;
  module: string;
  body: string;
}

/** spec §3 xyApi group */
export interface XyApi {
  siteId: number;
  appId: number;
  baseUrl: string;
  nisUrl: string;
  ssoUrl: string;
  advUrl: string;
  mVodUrl: string;
  minIOUrl: string;
  /** 0 none, 1 on pages that require auth, 2 everywhere */
  xyAuth: 0 | 1 | 2;
  curVersions: string;
  apiVersion: number;
  securitySource: string;
  imageSuffixPath: string;
}

export interface SiteConfig {
  siteId: number;
  appName: string;
  appLogo: string;
  padLogo: string;
  appShareLogo: string;
  themeColor: string;
  topicColor: string;
  /** spec: 1 swaps the list picture side */
  padListType: number;
  detailPageGrey: boolean;
  paperUrl: string;
  showSearchList: boolean;
  filing: Filing;
  socketServer: { url: string; token: string };
  wxAppid: string;
  authLogin: number;
  tokenEnable: boolean;
  encryptKey4: string;
  sm2PublicKey: string;
  afsCheckEnabled: boolean;
  ieErrorNotice: { open: boolean; text: string };
  liveTitleStatus: boolean;
  /** live title prefixes (spec §9) when the config sends them */
  liveTitles?: { preview: string; living: string; replay: string };
  fontSize: { base: number; step: number };
  imageSuffix: ImageSuffixes;
  discussAuditType: number;
  globalCount: {
    showPubTime: boolean;
    showReadCount: boolean;
    showDiscussCount: boolean;
    showPraiseCount: boolean;
  };
  xyApi: XyApi;
}

/** spec §3 Login result + PUBLISHER_API §4.10 */
export interface Member {
  uid: string;
  userId: string;
  token: string;
  accessToken: string;
  refreshToken: string;
  nickname: string;
  phone: string;
  avatar: string;
  score: number;
}

export interface AnonymousToken {
  securityToken: string;
  expiresAt: number;
}

export interface AuthInfo {
  appKey: string;
  appSecret: string;
}

export interface AuthToken {
  authToken: string;
  expiresAt: number;
}
