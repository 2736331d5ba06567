// The lists area: a column's feed, modules, related and most-read lists (items are ArticleSummary).
import { appIf } from '../operation';
import { parseColumnPage } from './columnPage';
import { parseModuleView } from './module';
import { parseArticleList } from './summary';

export const listsOperations = {
  getArticles: appIf('getArticles', parseColumnPage, { cache: 'public', latestOnly: true }),
  moduleView: appIf('moduleView', parseModuleView, { cache: 'public', lookup: true }),
  getRelArticles: appIf('getRelArticles', parseArticleList, { cache: 'public' }),
  articleHot: appIf('articleHot', parseArticleList, { cache: 'public' }),
};
