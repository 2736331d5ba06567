import { getArticles } from './get-articles.ts';
import { articleHot, getRelArticles } from './hot-and-related.ts';
import { moduleView } from './module-view.ts';
import { recommendList } from './recommend-list.ts';

/** Lists of articles (list items, ArticleSummary on the front end) and modules. */
export const listsOperations = [getArticles, moduleView, getRelArticles, articleHot, recommendList];
