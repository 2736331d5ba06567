// The home feed as the reader scrolls it: the recommendation modules it keeps (they stand at their positions among
// the list items: lists/interleave.ts) and later pages appended. (The client's parser already takes the banner's
// items out of the list.)
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

/** Appending a later page skips items already shown (the list may shift while the reader reads). */
export function appendPage<T extends { item: { id: number; type: number } }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((entry) => `${entry.item.type}-${entry.item.id}`));
  return [...shown, ...page.filter((entry) => !seen.has(`${entry.item.type}-${entry.item.id}`))];
}
