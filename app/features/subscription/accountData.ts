import type { Account } from '~/api/subscription/entities';
import type { ListEntry } from '~/features/lists/listEntry';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import type { ListPage } from '~/features/ui/pager/usePagedList';

export type AccountTab = 'articles' | 'dynamics';

/** xyDetail's data: the account and the page of its tab asked for, or (spec §4) a discarded account. */
export type AccountData =
  | { discarded: true }
  | {
      discarded: false;
      account: Account;
      tab: AccountTab;
      articles?: ListPage<ListEntry>;
      dynamics?: ListPage<DynamicEntry>;
    };

export const accountTabQuery = (tab: AccountTab, page: number) =>
  tab === 'articles' ? (page > 0 ? `?page=${page}` : '?') : `?tab=dynamics${page > 0 ? `&page=${page}` : ''}`;
