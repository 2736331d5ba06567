/** The search page's tabs (searchClassify): spec §3's default table; tclass says what a tab searches. */
export const SEARCH_TABS = [
  { id: 1, name: '新闻', tclass: -1 },
  { id: 3, name: '视频', tclass: 2 },
  { id: 4, name: '专题', tclass: 3 },
  { id: 7, name: '订阅号', tclass: 15 },
] as const;

/** tclass -1: every kind of article. */
export const ALL_ARTICLES = -1;
/** tclass 15: 订阅号 accounts, found by name (searchAllInTime answers them as account hits: account-hit.ts). */
export const ACCOUNTS = 15;
