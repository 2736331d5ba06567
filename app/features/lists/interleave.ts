// Where modules and feed ads stand among a list's items (home's feed, a column's page): at the position the publisher
// gives them.
import type { Ad } from '~/api/ads/entities';
import type { Module } from '~/api/lists/entities';

export type FeedBlock<T> =
  | { kind: 'items'; items: T[] }
  | { kind: 'module'; module: Module }
  | { kind: 'ad'; ad: Ad };

type Placed<T> = Exclude<FeedBlock<T>, { kind: 'items' }>;
const positionOf = (block: Placed<unknown>) => (block.kind === 'module' ? block.module : block.ad).position;

/**
 * A module or a feed ad at position n stands after the first n list items (at one position the modules first, then
 * the ads in their order); positions past the end go last.
 */
export function interleave<T>(items: T[], modules: Module[], ads: Ad[] = []): FeedBlock<T>[] {
  const placed: Placed<T>[] = [
    ...modules.map((module) => ({ kind: 'module' as const, module })),
    ...ads.map((ad) => ({ kind: 'ad' as const, ad })),
  ];
  // a stable sort keeps the modules' and the ads' own order at one position
  const byPosition = placed.sort((a, b) => positionOf(a) - positionOf(b));
  const blocks: FeedBlock<T>[] = [];
  let start = 0;
  for (const block of byPosition) {
    const at = Math.min(Math.max(positionOf(block), start), items.length);
    if (at > start) blocks.push({ kind: 'items', items: items.slice(start, at) });
    blocks.push(block);
    start = at;
  }
  if (start < items.length) blocks.push({ kind: 'items', items: items.slice(start) });
  return blocks;
}
