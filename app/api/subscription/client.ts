// The subscription area's client. Member calls need a signed-in reader: `signedIn()` says whether there is one,
// and a call without one is refused before it leaves (NotSignedIn).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { ArticleSummary } from '../lists/entities';
import type { Dynamic } from '../reporter/entities';
import type { Account, Category, FollowKind, MyVotes, Ranking } from './entities';
import { subscriptionOperations as ops } from './operations';

/** The account code clients send with getCats (PUBLISHER_API §3.7). */
export const accountCategoryCode = 'XYACCOUNT';

export interface SubscriptionApi {
  /** the signed-in member's id, undefined for a visitor */
  memberId(): string | undefined;
  categories(): Promise<Category[]>;
  subCategories(id: number): Promise<Category[]>;
  categoryAccounts(id: number, start?: number, count?: number): Promise<Account[]>;
  /** null: no such account; a closed or banned one comes back `discarded` */
  account(id: number): Promise<Account | null>;
  /** 0-based pages of 20 */
  accountArticles(xyId: number, page: number): Promise<ArticleSummary[]>;
  accountDynamics(xyId: number, page: number): Promise<Dynamic[]>;
  recommended(): Promise<Account[]>;
  ranking(): Promise<Ranking>;
  rankVote(xyId: number): Promise<void>;
  myVotes(): Promise<MyVotes>;
  /** the state asked for, whatever it was; answers the fan count as it now is */
  follow(kind: FollowKind, id: number, following: boolean): Promise<{ fans: number }>;
  /** the member's accounts, newest subscription first */
  myAccounts(): Promise<Account[]>;
  myReporterIds(): Promise<number[]>;
}

const followType = { account: 0, reporter: 1 } as const;

export function createSubscriptionApi(core: Core): SubscriptionApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    categories: () => core.call(ops.getCats, { code: accountCategoryCode }),
    subCategories: (id) => core.call(ops.getSubCats, { id }),
    categoryAccounts: (id, start = 0, count = 20) => core.call(ops.getCatXys, { id, start, count }),
    account: (id) => core.call(ops.getXyInfo, { id }),
    accountArticles: (xyId, page) => core.call(ops.getXyArticles, { xyId, page }),
    accountDynamics: (xyId, page) => core.call(ops.getXyDynamic, { xyId, page }),
    recommended: () => core.call(ops.recommendXys, {}),
    ranking: () => core.call(ops.xyRank, {}),
    rankVote: async (xyId) => core.call(ops.hitXyBulletin, { id: xyId, userID: userID() }),
    myVotes: async () => core.call(ops.getUserHitInfo, { userID: userID() }),
    follow: async (kind, id, following) =>
      core.call(following ? ops.topicSub : ops.topicSubCancel, {
        id,
        type: followType[kind],
        userID: userID(),
        device: core.credentials.device(),
      }),
    myAccounts: async () => core.call(ops.getSubcribeXys, { userID: userID(), type: 0 }),
    // type 1 lists the reporters as `{id}` items: read as accounts, only their ids mean anything
    myReporterIds: async () =>
      (await core.call(ops.getSubcribeXys, { userID: userID(), type: 1 })).map((r) => r.id),
  };
}
