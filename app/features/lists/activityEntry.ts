import type { ActivityPhase } from '~/lib/activityPhase';

/** An activity in a list, its words made on the server (dates, phase) so the browser needs no clock. */
export interface ActivityEntry {
  id: number;
  title: string;
  image?: string;
  /** the activity's own dates, start – end */
  when: string;
  phase: ActivityPhase;
  entries: number;
}

/** An activity column (columnStyle 221): the categories as tabs and one page of 20 of the chosen one. */
export interface ActivityListView {
  categories: { id: number; name: string }[];
  /** -1: every category */
  catId: number;
  /** 0-based */
  page: number;
  entries: ActivityEntry[];
  hasMore: boolean;
}
