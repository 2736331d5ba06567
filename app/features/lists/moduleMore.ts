import type { Module } from '~/api/lists/entities';
import { moduleTypes } from '~/lib/lists';
import { href } from '~/lib/paths';

/**
 * Where a home module's "more" goes (spec §2: moreModules, moreLive, moreImage): lives (10) to moreLive, pictures
 * (11) to moreImage, the other article modules to moreModules. People (7) and courses (13) have no more page.
 */
export function moduleMoreHref({ id, type }: Pick<Module, 'id' | 'type'>): string | undefined {
  if (type === moduleTypes.people || type === moduleTypes.courses) return undefined;
  if (type === 10) return href.moreLive();
  if (type === 11) return href.moreImage(id);
  return href.moreModules(id);
}
