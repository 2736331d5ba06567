// moreModules.html without a module: the modules home shows, each with its own page.
import { publisherForServer } from '~/api/server';
import { moduleMoreHref } from '~/features/lists/moduleMore';
import { homeColumns, homeModules } from '~/lib/lists';

export interface ModuleIndexEntry {
  name: string;
  href: string;
}

/** The modules of home's first column that have a "more", in the order home shows them. */
export async function loadModuleIndex(): Promise<ModuleIndexEntry[]> {
  const publisher = publisherForServer();
  const [home] = homeColumns(await publisher.columns.getColumns(0));
  if (!home) return [];
  const page = await publisher.lists.getArticles({ columnId: home.id, page: 0, columnStyle: home.style });
  return homeModules(page.modules)
    .filter((module) => module.showMore)
    .sort((a, b) => a.position - b.position)
    .flatMap((module) => {
      const href = moduleMoreHref(module);
      return href ? [{ name: module.name, href }] : [];
    });
}
