// The list area's entities: items of any list, and one page of a column's feed.
// Field names are the reader's words; the wire spellings live only in the parsers.
import type { Ad } from '../ads/entities';
import type { CourseSummary } from '../study/entities';

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
  /** a 订阅号 account as a search hit (searchAllInTime's tclass 15; `linkID` the account) */
  account: 15,
  /** a circle (object type 18, docs/circle.md; `linkID` the circle) */
  circle: 18,
  /** Founder's 问政 inquiry (`linkID` the inquiry) */
  inquiry: 101,
  /** an activityList item: the activity itself */
  activityItem: 102,
  /** ours: a 问吧 topic as a list item (`linkID` the topic) */
  askTopic: 104,
  /** ours: home's 我要报料 entry, and a call for submissions (`linkID` the call) */
  tipoffEntry: 110,
  call: 111,
  /** ours: the 我要问政 entry in home's 问政 module (opens the inquiry form) */
  inquiryEntry: 112,
} as const;

/** spec §4: 0 preview, 1 live, 2 ended */
export type LiveStatus = 0 | 1 | 2;

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

interface ModuleHead {
  id: number;
  type: number;
  name: string;
  position: number;
  showMore: boolean;
  displayStyle: number;
  /** moduleView: items past this page (the module's more page) */
  hasMore?: boolean;
}

/**
 * What a module lists, by kind (its type says which: app/lib/lists `moduleTypes`): articles, or courses (the 学习
 * module). A new kind of item is one more member here, one parser in module.ts and one drawing in ModuleBlock.
 */
export type ModuleItems =
  { kind: 'articles'; articles: ArticleSummary[] } | { kind: 'courses'; courses: CourseSummary[] };

export type Module = ModuleHead & ModuleItems;

export interface TopModule {
  id: number;
  name: string;
  displayStyle: number;
  articles: ArticleSummary[];
}

/** One page of a column's feed (getArticles). */
export interface ColumnPage {
  articles: ArticleSummary[];
  carousel: ArticleSummary[];
  modules: Module[];
  topModule?: TopModule;
  liveArticles: ArticleSummary[];
  /** the column's feed ads (in their order) and its banner (docs/ads.md); none when the page asked for none */
  ads: Ad[];
  hasMore: boolean;
  totalCount: number;
}
