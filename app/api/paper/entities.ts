// The printed paper (数字报) as a reader meets it: the papers, the days they came out, an issue's pages with the
// place each article takes on its page, and a printed article. Field names are the reader's words; the wire
// spellings (both generations of Founder's calls) live only in parse.ts.
import type { Article } from '../article/entities';

/** The day an issue came out, `yyyyMMdd` in Beijing time: what the wire and the page's address carry. */
export type IssueDate = string;

export interface Paper {
  id: number;
  name: string;
  code: string;
  icon?: string;
  largeIcon?: string;
}

/** The days a paper came out, newest first; `month` (`yyyyMM`) when the answer is one month's. */
export interface IssueDates {
  dates: IssueDate[];
  month?: string;
}

/** Where an article is printed on its page: a box in percent of the page's width and height (0–100). */
export interface ArticleArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An article as its page lists it. */
export interface PrintedArticleSummary {
  id: number;
  title: string;
  /** 引题, the line above the headline ('' when none) */
  introTitle: string;
  subtitle: string;
  summary: string;
  /** ms since 1970; 0 when unknown */
  publishedAt: number;
  /** its issue's day ('' when the answer does not say) */
  date: IssueDate;
  pageId: number;
  /** 版次, "01" */
  pageNumber: string;
  pictures: string[];
  reads: number;
  likes: number;
  comments: number;
  /** its box on the page; none when the wire's points make no box */
  area?: ArticleArea;
  shareUrl?: string;
}

/** One page (版面) of an issue. */
export interface PaperPage {
  id: number;
  /** 版次, "01" */
  number: string;
  /** 版名, "要闻" */
  name: string;
  /** the page image's pixels (0 when not sent: then its shape is known once it loads) */
  width: number;
  height: number;
  /** the page image at a phone's width */
  image: string;
  /** the same at full size (for zooming), and small (for the strip of pages) */
  largeImage?: string;
  thumbnail?: string;
  pdf?: string;
  shareUrl?: string;
  articles: PrintedArticleSummary[];
}

/** A day's issue, its pages in order. */
export interface Edition {
  date: IssueDate;
  paperId?: number;
  paperName?: string;
  /** ms since 1970 (the answer's `version`); 0 when unknown */
  publishedAt: number;
  pages: PaperPage[];
}

/** A printed article read as an article, with its place in the paper. */
export interface PrintedArticle extends Article {
  introTitle: string;
  paperId?: number;
  paperName?: string;
  date: IssueDate;
  pageId: number;
  pageNumber: string;
  pageName: string;
  area?: ArticleArea;
}

export interface PaperSearchPage {
  articles: PrintedArticleSummary[];
  hasMore: boolean;
}
