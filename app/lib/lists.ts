// spec §4 list rules and §9 constants, as pure reducers the pages keep in state.

export const pageSize = 20;
/** dynamics have more when at least this many items return */
export const dynamicsMoreAt = 10;
export const listCaps = { rank: 20, entries: 8, relatedShortVideos: 4 } as const;

/** The load-more flag: the returned length is a (non-zero) multiple of 20. */
export function showsLoadMore(length: number, size = pageSize): boolean {
  return length > 0 && length % size === 0;
}

export function dynamicsHaveMore(returned: number): boolean {
  return returned >= dynamicsMoreAt;
}

export interface ListState<T> {
  items: T[];
  hasMore: boolean;
  /** the spec's empty marker: the list loaded and has nothing */
  empty: boolean;
}

/** A feed load replaces the list; hasMore is whether the page returned items; null counts as empty. */
export function feedLoaded<T>(page: readonly T[] | null | undefined): ListState<T> {
  const items = page ? [...page] : [];
  return { items, hasMore: items.length > 0, empty: items.length === 0 };
}

/** Loading more appends; a page with nothing ends the list. */
export function moreLoaded<T>(state: ListState<T>, page: readonly T[] | null | undefined): ListState<T> {
  const added = page ?? [];
  const items = [...state.items, ...added];
  return { items, hasMore: added.length > 0, empty: items.length === 0 };
}

/** spec §4 comments: a new comment heads the list, a reply heads its parent's replies. */
export interface Threaded<C> {
  id: number;
  replies: C[];
}

export function addComment<C>(list: readonly C[], comment: C): C[] {
  return [comment, ...list];
}

export function addReply<C extends Threaded<R>, R>(list: readonly C[], parentId: number, reply: R): C[] {
  return list.map((c) => (c.id === parentId ? { ...c, replies: [reply, ...c.replies] } : c));
}

/** spec §9 home: column styles 205, 215, 410 are filtered out locally; module types 0, 7–11 kept. */
export const hiddenHomeColumnStyles: ReadonlySet<number> = new Set([205, 215, 410]);
/** PUBLISHER_API §8 columnStyle: the web app treats a column of style 221 as the activity list. */
export const activityColumnStyle = 221;
/**
 * Module types whose items are not articles: people (Founder's) and courses (ours, the 学习 module, docs/study.md);
 * and ours whose items are article cards of another kind: circles (the 圈子 module) and calls (the 征稿 module).
 */
export const moduleTypes = { people: 7, courses: 13, circles: 18, calls: 19 } as const;
/**
 * the spec's kept types, and ours: the 学习 module (courses), the 圈子 module (circles, as article items of type 18)
 * and the 征稿 module (the open calls for submissions, as article items of type 111)
 */
export const keptHomeModuleTypes: ReadonlySet<number> = new Set([
  0,
  7,
  8,
  9,
  10,
  11,
  moduleTypes.courses,
  moduleTypes.circles,
  moduleTypes.calls,
]);

export function homeColumns<C extends { style: number }>(columns: readonly C[]): C[] {
  return columns.filter((c) => !hiddenHomeColumnStyles.has(c.style));
}

export function homeModules<M extends { type: number }>(modules: readonly M[]): M[] {
  return modules.filter((m) => keptHomeModuleTypes.has(m.type));
}
