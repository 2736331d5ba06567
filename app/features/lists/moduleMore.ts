import type { Module } from '~/api/lists/entities';
import { href } from '~/lib/paths';

/**
 * Where a home module's "more" goes (spec §2: moreModules, moreLive, moreImage): lives (10) to moreLive, pictures
 * (11) to moreImage, the other article modules to moreModules. People modules (7) list reporters: no more page.
 */
export function moduleMoreHref({ id, type }: Pick<Module, 'id' | 'type'>): string | undefined {
  if (type === 7) return undefined;
  if (type === 10) return href.moreLive();
  if (type === 11) return href.moreImage(id);
  return href.moreModules(id);
}
