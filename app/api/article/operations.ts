// The article area: the detail, its counts, and the counters a reading feeds.
import { appIf, ignoreAnswer } from '../operation';
import { parseArticleCounts, parseEventAnswer } from './counts';
import { parseArticle } from './parse';

export const articleOperations = {
  // previews show the newsroom unpublished work: always asked afresh
  getArticleContent: appIf('getArticleContent', parseArticle, {
    cache: (params) => !params.preview,
    lookup: true,
  }),
  getArticleCounts: appIf('getArticleCounts', parseArticleCounts, { lookup: true }),
  event: appIf('event', parseEventAnswer, { timeout: 'client' }),
  recordAccessCount: appIf('recordAccessCount', ignoreAnswer, { timeout: 'client' }),
};
