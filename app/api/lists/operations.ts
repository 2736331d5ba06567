// The lists area: a column's feed, modules, related, recommended and most-read lists (items are ArticleSummary).
import { appIf } from '../operation';
import { parseColumnPage } from './columnPage';
import { parseModuleView } from './module';
import { parseArticleList } from './summary';

export const listsOperations = {
  getArticles: appIf('getArticles', parseColumnPage, { cache: 'public', latestOnly: true }),
  moduleView: appIf('moduleView', parseModuleView, { cache: 'public', lookup: true }),
  getRelArticles: appIf('getRelArticles', parseArticleList, { cache: 'public' }),
  articleHot: appIf('articleHot', parseArticleList, { cache: 'public' }),
  /** recommended reading under an article (other columns: shared tags, then most read) */
  recommendList: appIf('recommendList', parseArticleList, { cache: 'public' }),
};
