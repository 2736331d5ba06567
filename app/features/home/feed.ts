// The home feed as the reader scrolls it: the recommendation modules standing at their positions
// among the list items. (The client's parser already takes the banner's items out of the list.)
import type { Module } from '~/api/lists/entities';
import { moduleSize } from '~/api/lists/module';
import { homeModules } from '~/lib/lists';

/** A module with only the items a card or a list can show: an item needs a title to be a link anyone can read. */
function withTitles(module: Module): Module {
  return module.kind === 'courses'
    ? { ...module, courses: module.courses.filter((course) => course.title) }
    : { ...module, articles: module.articles.filter((item) => item.title) };
}

/**
 * The kept module types (spec §9 and ours, app/lib) with the items they can show (people modules, type 7, carry
 * persons the article list has no card for yet: no titles, so they go).
 */
export function keptModules(modules: Module[]): Module[] {
  return homeModules(modules)
    .map(withTitles)
    .filter((module) => moduleSize(module) > 0);
}

export type FeedBlock<T> = { kind: 'items'; items: T[] } | { kind: 'module'; module: Module };

/** A module at position n stands after the first n list items; positions past the end go last. */
export function interleave<T>(items: T[], modules: Module[]): FeedBlock<T>[] {
  const byPosition = [...modules].sort((a, b) => a.position - b.position);
  const blocks: FeedBlock<T>[] = [];
  let start = 0;
  for (const module of byPosition) {
    const at = Math.min(Math.max(module.position, start), items.length);
    if (at > start) blocks.push({ kind: 'items', items: items.slice(start, at) });
    blocks.push({ kind: 'module', module });
    start = at;
  }
  if (start < items.length) blocks.push({ kind: 'items', items: items.slice(start) });
  return blocks;
}

/** Appending a later page skips items already shown (the list may shift while the reader reads). */
export function appendPage<T extends { item: { id: number; type: number } }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((entry) => `${entry.item.type}-${entry.item.id}`));
  return [...shown, ...page.filter((entry) => !seen.has(`${entry.item.type}-${entry.item.id}`))];
}
