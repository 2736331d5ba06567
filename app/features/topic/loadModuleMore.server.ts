// A home module's own page (its "more"): moreModules and moreImage, 20 a page.
import { publisherForServer } from '~/api/server';
import type { ArticlePage } from '~/features/lists/PagedArticles';
import type { Translate } from '~/i18n/translate';
import { keptHomeModuleTypes, moduleTypes } from '~/lib/lists';
import { loadModuleIndex, type ModuleIndexEntry } from './loadModuleIndex.server';
import { presenter } from './presenter.server';

export interface ModuleMoreView {
  id: number;
  name: string;
  list: ArticlePage;
  picturesLeft: boolean;
}

/** null: no such module, one home does not show, or one of other items than articles (people, courses). */
export async function loadModuleMore(q: {
  id: number;
  page: number;
  t: Translate;
}): Promise<ModuleMoreView | null> {
  const [module, { present, picturesLeft }] = await Promise.all([
    publisherForServer().lists.moduleView(q.id, q.page),
    presenter(q.t),
  ]);
  if (!module || module.kind !== 'articles' || module.type === moduleTypes.people) return null;
  if (!keptHomeModuleTypes.has(module.type)) return null;
  return {
    id: module.id,
    name: module.name,
    list: {
      entries: present(module.articles.filter((item) => item.id > 0 && item.title)),
      page: q.page,
      hasMore: module.hasMore ?? false,
    },
    picturesLeft,
  };
}

export type ModulePageView =
  { modules: ModuleIndexEntry[]; view: null } | { modules: []; view: ModuleMoreView };

/** moreModules and moreImage: a module's own page, or without an id the modules home shows. null: no such module. */
export async function loadModulePage(q: {
  id: number | undefined;
  page: number;
  t: Translate;
}): Promise<ModulePageView | null> {
  if (q.id === undefined) return { modules: await loadModuleIndex(), view: null };
  const view = await loadModuleMore({ id: q.id, page: q.page, t: q.t });
  return view && { modules: [], view };
}
