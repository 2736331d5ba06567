// The printed paper (数字报, docs/paper.md): both generations of Founder's calls, and the printed article. An issue
// is the same for every reader, so the server may share the answers (a preview never).
import { appIf } from '../operation';
import {
  parseEdition,
  parseIssueDates,
  parsePageArticles,
  parsePapers,
  parsePaperSearch,
  parsePrintedArticle,
} from './parse';

const shared = { cache: 'public', lookup: true } as const;

export const paperOperations = {
  getPapers: appIf('getPapers', parsePapers, { cache: 'public' }),
  getPaperDates: appIf('getPaperDates', parseIssueDates, shared),
  getMaePaperDatesByDate: appIf('getMaePaperDatesByDate', parseIssueDates, shared),
  getPaperLayouts: appIf('getPaperLayouts', parseEdition, shared),
  getLatestMaePaper: appIf('getLatestMaePaper', parseEdition, shared),
  getPaperArticles: appIf('getPaperArticles', parsePageArticles, shared),
  getPaperArticle: appIf('getPaperArticle', parsePrintedArticle, {
    cache: (params) => !params.preview,
    lookup: true,
  }),
  searchAllPaper: appIf('searchAllPaper', parsePaperSearch, { cache: 'public' }),
};
