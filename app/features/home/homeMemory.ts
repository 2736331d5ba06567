// What the reader had on home, kept in memory while the tab lives, so coming back from an article
// shows the same items at the same place. Written only from browser effects and event handlers:
// on the server this module is shared by every request and must stay empty.
import type { ListEntry } from '~/features/lists/listEntry';

export interface ColumnMemory {
  /** pages appended after the loader's page */
  appended: ListEntry[];
  nextPage: number;
  hasMore: boolean;
}

const pages = new Map<number, ColumnMemory>();
/** Where the reader was in a column: the scroll, and the first item on the screen with its distance from the top. */
export interface ScrollPlace {
  scrollY: number;
  item: number;
  itemTop: number;
}

const scrolls = new Map<number, ScrollPlace>();

export function recall(columnId: number): ColumnMemory | undefined {
  return pages.get(columnId);
}

export function remember(columnId: number, memory: ColumnMemory): void {
  pages.set(columnId, memory);
}

export function recallScroll(columnId: number): ScrollPlace | undefined {
  return scrolls.get(columnId);
}

export function rememberScroll(columnId: number, place: ScrollPlace): void {
  scrolls.set(columnId, place);
}
