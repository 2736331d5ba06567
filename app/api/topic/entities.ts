// The topic area's entities: collections of articles around a subject. Field names are the reader's words.
import type { ArticleSummary } from '../lists/entities';

/** One sub-column of a special topic with its first items. */
export interface TopicSection {
  id: number;
  name: string;
  articles: ArticleSummary[];
  /** it holds more than the items shown (its "more" page lists them all) */
  hasMore: boolean;
}

/** A special topic (专题, articleType 3): its column and the sub-columns under it. */
export interface SpecialTopic {
  id: number;
  name: string;
  description: string;
  banner?: string;
  sections: TopicSection[];
}

/** The special topic a column belongs to (getSubject): what a sub-column's page needs to lead back to it. */
export interface Subject {
  /** the topic's column (specDetail's linkID) */
  id: number;
  name: string;
  description: string;
  banner?: string;
  /** the topic's own article (its list item), 0 when unknown */
  fileId: number;
  sections: { id: number; name: string }[];
}

/** One page of the articles carrying a tag. */
export interface TagPage {
  id: number;
  name: string;
  articles: ArticleSummary[];
  hasMore: boolean;
}

/** A report set (报道集): the person it follows and one page of their articles. */
export interface ReportSet {
  id: number;
  name: string;
  duty: string;
  description: string;
  photo?: string;
  total: number;
  articles: ArticleSummary[];
  hasMore: boolean;
}

export interface TimelineEntry {
  id: number;
  /** ms since epoch */
  time: number;
  title: string;
  text: string;
  article?: ArticleSummary;
}

/** A hot point's time axis (热点详情), entries oldest first. */
export interface Timeline {
  id: number;
  title: string;
  summary: string;
  picture?: string;
  entries: TimelineEntry[];
}
