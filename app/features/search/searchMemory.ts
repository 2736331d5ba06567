// Results the reader appended with "more", kept in memory while the tab lives, so coming back from a result shows
// the same list (the router puts the scroll back). Written only from browser handlers: on the server this module
// is shared by every request and stays empty.
import type { SearchEntry } from './searchData';

export interface AppendedResults {
  entries: SearchEntry[];
  nextPage: number;
  hasMore: boolean;
}

const memory = new Map<string, AppendedResults>();
const limit = 20;

export function recallResults(address: string): AppendedResults | undefined {
  return memory.get(address);
}

export function rememberResults(address: string, results: AppendedResults): void {
  memory.delete(address);
  memory.set(address, results);
  // the oldest searches go first
  for (const old of memory.keys()) {
    if (memory.size <= limit) break;
    memory.delete(old);
  }
}
