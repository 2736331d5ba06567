import type { Module, TopModule } from './entities';
import { parseArticleList } from './summary';
import { flag, int, pick, rec, str } from '../lenient';

/** getArticles `modules[]` (articles under `charactor`) and moduleView (articles under `list`). */
export function parseModule(raw: unknown): Module {
  const o = rec(raw);
  return {
    id: int(pick(o, 'moduleID', 'moduleId', 'id')),
    type: int(o.type),
    name: str(o.name),
    position: int(o.position),
    showMore: flag(o.showMore),
    displayStyle: int(o.displayStyle),
    articles: parseArticleList(o.charactor ?? o.list),
  };
}

/** moduleView (one page of 20): null when the answer has neither an id nor items */
export function parseModuleView(raw: unknown): Module | null {
  const module = parseModule(raw);
  return module.id || module.articles.length ? { ...module, hasMore: flag(rec(raw).hasMore) } : null;
}

export function parseTopModule(raw: unknown): TopModule | undefined {
  const o = rec(raw);
  if (!Object.keys(o).length) return undefined;
  return {
    id: int(pick(o, 'moduleID', 'moduleId', 'id')),
    name: str(o.name),
    displayStyle: int(pick(o, 'cmDisplayStyle', 'displayStyle')),
    articles: parseArticleList(o.charactor ?? o.list),
  };
}
