// What the signed-in reader follows and voted for, read once per page load after the first paint and kept for the
// tab's life (so every page agrees, and a reload reads it afresh from the publisher). null: nobody is signed in.
import type { FollowKind } from '~/api/subscription/entities';

export interface MemberFollows {
  account: Set<number>;
  reporter: Set<number>;
  /** 问吧 topics */
  topic: Set<number>;
  /** accounts rank-voted for this period */
  votes: Set<number>;
}

export const subscriptionApi = async () =>
  (await import('~/platform/publisher.client')).loadApi('subscription');

// Loaded after the first paint or on a tap, from here rather than from each hook: every module with dynamic imports
// carries a table of their files, and the follow buttons' share one (reporter and xyDetail are near their budget).
/** a visitor's tap held across sign-in (docs/held-actions.md) */
export const heldActions = () => import('../resume/heldAction');
/** the fan counts the reader's own follows were answered with */
export const ownFans = () => import('./ownFans');

type Api = Awaited<ReturnType<typeof subscriptionApi>>;

let known: { member: string; follows: Promise<MemberFollows | null> } | undefined;

async function read(api: Api): Promise<MemberFollows | null> {
  if (!api.memberId()) return null;
  const [accounts, reporters, topics, votes] = await Promise.all([
    api.myAccounts(),
    api.myReporterIds(),
    api.myTopicIds(),
    api.myVotes().catch(() => ({ open: false, accountIds: [] })),
  ]);
  return {
    account: new Set(accounts.map((a) => a.id)),
    reporter: new Set(reporters),
    topic: new Set(topics),
    votes: new Set(votes.accountIds),
  };
}

/** Read afresh when the member changes (a visitor who just logged in, a member who logged out). */
export async function memberFollows(): Promise<MemberFollows | null> {
  const api = await subscriptionApi();
  const member = api.memberId() ?? '';
  if (known?.member !== member) {
    const follows = read(api).catch(() => {
      // unknown this time: asked again on the next read
      known = undefined;
      return null;
    });
    known = { member, follows };
  }
  return known.follows;
}

export async function rememberFollow(kind: FollowKind, id: number, following: boolean): Promise<void> {
  const member = await memberFollows();
  if (following) member?.[kind].add(id);
  else member?.[kind].delete(id);
}

export async function rememberVote(id: number): Promise<void> {
  (await memberFollows())?.votes.add(id);
}
