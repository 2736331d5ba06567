import { moduleTypes } from '~/lib/lists';
import { parseCourseSummaries } from '../study/parse';
import type { Module, ModuleItems, TopModule } from './entities';
import { parseArticleList } from './summary';
import { flag, int, pick, rec, str } from '../lenient';

/** A module's items by its type: courses for the 学习 module, articles for every other. */
function itemsOf(type: number, raw: unknown): ModuleItems {
  if (type === moduleTypes.courses) return { kind: 'courses', courses: parseCourseSummaries(raw) };
  return { kind: 'articles', articles: parseArticleList(raw) };
}

/** How many items a module holds, whatever their kind. */
export const moduleSize = (module: Module): number =>
  module.kind === 'courses' ? module.courses.length : module.articles.length;

/** getArticles `modules[]` (items under `charactor`) and moduleView (items under `list`). */
export function parseModule(raw: unknown): Module {
  const o = rec(raw);
  const type = int(o.type);
  return {
    id: int(pick(o, 'moduleID', 'moduleId', 'id')),
    type,
    name: str(o.name),
    position: int(o.position),
    showMore: flag(o.showMore),
    displayStyle: int(o.displayStyle),
    ...itemsOf(type, o.charactor ?? o.list),
  };
}

/** moduleView (one page of 20): null when the answer has neither an id nor items */
export function parseModuleView(raw: unknown): Module | null {
  const module = parseModule(raw);
  return module.id || moduleSize(module) ? { ...module, hasMore: flag(rec(raw).hasMore) } : null;
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
