import { getPaperArticle } from './article.ts';
import { getMaePaperDatesByDate, getPaperDates } from './dates.ts';
import { getLatestMaePaper, getPaperArticles, getPaperLayouts } from './editions.ts';
import { getPapers } from './papers.ts';
import { searchAllPaper } from './search.ts';

/**
 * The printed paper (数字报, docs/paper.md): Founder's calls (getPapers, getPaperDates, getPaperLayouts,
 * getPaperArticles, searchAllPaper) and the spec's newer names for the same (getLatestMaePaper,
 * getMaePaperDatesByDate), and the paper article (getPaperArticle).
 */
export const paperOperations = [
  getPapers,
  getPaperDates,
  getMaePaperDatesByDate,
  getPaperLayouts,
  getLatestMaePaper,
  getPaperArticles,
  getPaperArticle,
  searchAllPaper,
];
