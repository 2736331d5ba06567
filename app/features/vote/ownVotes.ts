// The reader's own votes on a vote, kept in the tab for a while. The options are read through shared caches that
// trail writes (the app server's 5 s plus up to 25 s stale, the publisher's 5 s: docs/adr-public-read-cache.md), so a
// reload just after voting could show the option without the vote the reader has just seen counted.
import { browserStorage, createExpiringStore, type ExpiringStore } from '~/platform/storage';
import type { OptionView } from './voteView';

export type OwnCount = Pick<OptionView, 'count' | 'rank' | 'countText'>;

/** far past the caches' worst case; an older count has been overtaken by the shared one anyway */
const keepMs = 10 * 60_000;
const key = (voteId: number) => `vote.own.${voteId}`;

let store: ExpiringStore | undefined;
const own = () => (store ??= createExpiringStore(browserStorage('sessionStorage')));

export const loadOwnVotes = (voteId: number): Record<number, OwnCount> =>
  own().get<Record<number, OwnCount>>(key(voteId)) ?? {};

export const saveOwnVotes = (voteId: number, counts: Record<number, OwnCount>) =>
  own().set(key(voteId), counts, keepMs);
