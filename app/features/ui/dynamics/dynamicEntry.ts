import type { Dynamic } from '~/api/reporter/entities';

/** A dynamic with its time in words, formatted on the server (as list entries are). */
export interface DynamicEntry {
  dynamic: Dynamic;
  time: string;
}
