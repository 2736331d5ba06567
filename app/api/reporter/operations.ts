// The reporter area: the reporter card, their articles and their dynamics (记者动态).
import { parseArticleList } from '../lists/summary';
import { appIf } from '../operation';
import { parseDynamic, parseDynamics, parseReporter } from './parse';

export const reporterOperations = {
  authorInfo: appIf('authorInfo', parseReporter, { cache: 'public', lookup: true }),
  reporterArticles: appIf('reporterArticles', parseArticleList, { cache: 'public' }),
  dynamicList: appIf('dynamicList', parseDynamics, { cache: 'public' }),
  dynamicDetail: appIf('dynamicDetail', parseDynamic, { cache: 'public', lookup: true }),
};
