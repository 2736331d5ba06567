import type { Ad } from '~/api/ads/entities';
import type { Module, TopModule } from '~/api/lists/entities';
import type { ActivityListView } from '~/features/lists/activityEntry';
import type { ListEntry } from '~/features/lists/listEntry';

export interface ColumnTab {
  id: number;
  name: string;
}

/** What the home loader hands the page: everything already chosen, cut and formatted on the server. */
export interface HomeData {
  columns: ColumnTab[];
  columnId: number;
  /** 0-based page of the column's list this response holds */
  page: number;
  /** banner, top module and modules come with the first page only */
  carousel: ListEntry[];
  topModule?: TopModule;
  modules: Module[];
  /** the column's feed ads, at their positions among the entries, and its banner (first page only, docs/ads.md) */
  ads: Ad[];
  banner?: Ad;
  entries: ListEntry[];
  hasMore: boolean;
  /** the list page could not be fetched (later pages only: a failed first page is an error page) */
  failed: boolean;
  /** spec §3 padListType 1 */
  picturesLeft: boolean;
  /** an activity column (columnStyle 221) lists activities instead of articles */
  activities?: ActivityListView;
}
