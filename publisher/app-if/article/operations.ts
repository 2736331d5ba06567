import { getArticleContent } from './content.ts';
import { event, getArticleCounts, recordAccessCount } from './counts.ts';

/** One article: its detail, its counters and the reader's events on it. */
export const articleOperations = [getArticleContent, getArticleCounts, event, recordAccessCount];
