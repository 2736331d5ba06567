// What the newspaper page draws, made on the server from the publisher's issue (loadEdition.server.ts): every
// address checked and every link made, so the components only lay it out.
import type { MetaDescriptor } from 'react-router';
import type { ArticleArea } from '~/api/paper/entities';

export interface PageLink {
  href: string;
  /** 版次, "01" */
  number: string;
  /** 版名, "要闻" */
  name: string;
  thumbnail?: string;
  current: boolean;
}

export interface PrintedArticleLink {
  id: number;
  href: string;
  title: string;
  introTitle: string;
  /** where it is printed; none when the mapping gives it no box (then it is in the list only) */
  area?: ArticleArea;
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

/** The page beside the shown one, for the swipe and its arrows; its image is fetched ahead. */
export interface NeighbourPage {
  href: string;
  image: string;
  label: string;
}

export interface EditionView {
  paperName: string;
  /** the issue's day in the reader's words */
  dateLabel: string;
  /** none when the issue has no pages */
  page?: {
    label: string;
    image: string;
    /** the full-size image, for zooming */
    largeImage: string;
    width: number;
    height: number;
    pdf?: string;
    articles: PrintedArticleLink[];
  };
  pages: PageLink[];
  previous?: NeighbourPage;
  next?: NeighbourPage;
  months: IssueMonth[];
  meta: { title: string; head: MetaDescriptor[] };
}
