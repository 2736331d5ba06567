// The fan count the publisher answered the reader's own follow with, kept in the tab for a while. Reporter, account
// and topic pages are read through shared caches that trail writes (the publisher's 5 s answer cache, the app
// server's public reads and page cache, a CDN: docs/held-actions.md), so a reload or a way back just after following
// showed the count from before (issue 40: 粉丝 0 right after following, 1 later). The count is a toggle's, so it
// cannot be "the larger of the two" as a vote's is: the reader's own answer stands until the caches have caught up.
import type { FollowKind } from '~/api/subscription/entities';
import { browserStorage, createExpiringStore, type ExpiringStore } from '~/platform/storage';

/** past the caches' worst case (about 70 s); by then the page's own count has the follow in it */
const keepMs = 2 * 60_000;
const key = (kind: FollowKind, id: number) => `fans.own.${kind}.${id}`;

let store: ExpiringStore | undefined;
const own = () => (store ??= createExpiringStore(browserStorage('sessionStorage')));

/** the page's count, or the one the reader's own follow was answered with a moment ago */
export function fansNow(kind: FollowKind, id: number, pageFans: number): number {
  const kept = own().get<unknown>(key(kind, id));
  return typeof kept === 'number' && Number.isInteger(kept) && kept >= 0 ? kept : pageFans;
}

export const keepOwnFans = (kind: FollowKind, id: number, fans: number) =>
  own().set(key(kind, id), fans, keepMs);
