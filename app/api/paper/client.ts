// The printed paper's client. Each read goes by the newer name or Founder's, whichever the call reads best as;
// both answer the same shapes, so a deployment speaking either generation is read the same (parse.ts).
import type { Core } from '../core';
import type {
  Edition,
  IssueDate,
  IssueDates,
  Paper,
  PaperSearchPage,
  PrintedArticle,
  PrintedArticleSummary,
} from './entities';
import { paperOperations as ops } from './operations';

export interface PaperApi {
  papers(): Promise<Paper[]>;
  /** the days a paper came out, newest first (60 unless `count`); null: no such paper */
  dates(q: { paperId: number; start?: number; count?: number }): Promise<IssueDates | null>;
  /** the days of one month (`yyyyMM`, or a day in it; none: the latest issue's month); no paper: the first */
  monthDates(q: { paperId?: number; month?: string }): Promise<IssueDates | null>;
  /** a day's issue (none: the latest); no paper: the first; null: no such paper, or no issue that day */
  edition(q: { paperId?: number; date?: IssueDate }): Promise<Edition | null>;
  /** one page's articles; null: no such page */
  pageArticles(pageId: number): Promise<PrintedArticleSummary[] | null>;
  /** null: not a printed article, or a draft without the CMS's preview token */
  article(q: { id: number; preview?: boolean; previewToken?: string }): Promise<PrintedArticle | null>;
  /** printed articles holding every word of `key`; `date`: within that issue */
  search(q: {
    key: string;
    paperId?: number;
    date?: IssueDate;
    start?: number;
    count?: number;
  }): Promise<PaperSearchPage>;
}

export function createPaperApi(core: Core): PaperApi {
  return {
    papers: () => core.call(ops.getPapers, {}),
    dates: ({ paperId, start = 0, count = 60 }) =>
      core.call(ops.getPaperDates, { id: paperId, start, count }),
    monthDates: ({ paperId, month }) => core.call(ops.getMaePaperDatesByDate, { id: paperId, date: month }),
    edition: ({ paperId, date }) =>
      paperId === undefined
        ? core.call(ops.getLatestMaePaper, { date })
        : core.call(ops.getPaperLayouts, { id: paperId, date: date ?? '' }),
    pageArticles: (pageId) => core.call(ops.getPaperArticles, { id: pageId }),
    article: ({ id, preview, previewToken }) =>
      core.call(ops.getPaperArticle, {
        id,
        preview: preview ? 1 : undefined,
        previewToken: preview ? previewToken : undefined,
      }),
    search: ({ key, paperId, date, start = 0, count = 20 }) =>
      core.call(ops.searchAllPaper, { key, id: paperId, date, start, count }),
  };
}
