// The lists area: a column's feed, modules, related and most-read lists (items are ArticleSummary).
import { appIf } from '../operation';
import { parseColumnPage } from './columnPage';
import { parseModule } from './module';
import { parseArticleList } from './summary';

export const listsOperations = {
  getArticles: appIf('getArticles', parseColumnPage, { cache: 'public', latestOnly: true }),
  // an answer with neither an id nor items is no module
  moduleView: appIf(
    'moduleView',
    (raw) => {
      const module = parseModule(raw);
      return module.id || module.articles.length ? module : null;
    },
    { cache: 'public', lookup: true },
  ),
  getRelArticles: appIf('getRelArticles', (raw) => parseArticleList(raw), { cache: 'public' }),
  articleHot: appIf('articleHot', (raw) => parseArticleList(raw), { cache: 'public' }),
};
