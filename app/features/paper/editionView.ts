// What the newspaper page draws, made on the server from the publisher's issue (loadEdition.server.ts): every
// address checked and every link made, so the components only lay it out.
import type { MetaDescriptor } from 'react-router';
import type { ArticleArea } from '~/api/paper/entities';

export interface PrintedArticleLink {
  id: number;
  href: string;
  title: string;
  introTitle: string;
  summary: string;
  /** where it is printed; none when the mapping gives it no box (then it is in the list only) */
  area?: ArticleArea;
}

/** One page (版面) of the day, with everything a swipe needs to show it without asking the server again. */
export interface PaperSheet {
  /** its own address: what the address bar shows while it is read */
  href: string;
  /** 版次, "01" */
  number: string;
  /** 版名, "要闻" */
  name: string;
  /** "第01版：要闻" */
  label: string;
  /** the window's title while it is read */
  title: string;
  image: string;
  /** the full-size image, for zooming */
  largeImage: string;
  thumbnail?: string;
  width: number;
  height: number;
  pdf?: string;
  articles: PrintedArticleLink[];
}

/**
 * One article of the day read as articles only, one at a time (ArticleDeck): its own address in that reading (the
 * address bar follows the swipe), the page it is printed on, and the window's title while it is read.
 */
export interface DeckArticle {
  href: string;
  title: string;
  pageLabel: string;
  /** the page's own address, where 看版面 leads while this article is read */
  pageHref: string;
  article: PrintedArticleLink;
}

/** One published day in the date picker. */
export interface IssueDay {
  /** yyyyMMdd */
  date: string;
  day: number;
  href: string;
  current: boolean;
}

/** A month of the date picker: its published days on a calendar that starts on Monday. */
export interface IssueMonth {
  /** yyyyMM */
  month: string;
  label: string;
  /** empty cells before the 1st (Monday first) */
  lead: number;
  days: number;
  published: IssueDay[];
}

/** A printed article the edition's search found, with the page it is on. */
export interface FoundArticle extends PrintedArticleLink {
  pageLabel: string;
}

/** Search within the day's issue (`?q=`): what was asked and what it found, or why it found nothing. */
export interface EditionSearch {
  key: string;
  state: 'found' | 'tooLong' | 'failed';
  found: FoundArticle[];
}

/** The day read page by page (the pictures), or as its articles only, page after page (`?view=articles`). */
export type EditionReading = 'pages' | 'articles';

export interface EditionView {
  paperName: string;
  /** the issue's day in the reader's words */
  dateLabel: string;
  reading: EditionReading;
  /** the day's pages in order; empty when the issue has none yet */
  sheets: PaperSheet[];
  /** the page the address names (0 without one) */
  index: number;
  /** read as articles only: the day's articles in page order, one at a time; empty when read by pages */
  deck: DeckArticle[];
  /** the article the address names (`?article=`), else the first of the page it names */
  deckIndex: number;
  /** the same day read the other way */
  otherReading: string;
  /** where the search form asks (the page's own address) */
  searchAction: string;
  search?: EditionSearch;
  months: IssueMonth[];
  meta: { title: string; head: MetaDescriptor[] };
}
