import { and, asc, desc, eq, gt, ilike, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  subscriptions,
  xyAccountArticles,
  xyAccounts,
  xyRankPeriods,
  xyRankVotes,
  type XyAccountRow,
  type XyRankPeriodRow,
} from '../../db/schema/index.ts';

/** What a member follows (topicSub `type`): 0 an account, 1 a reporter, 3 a 问吧 topic (Founder's numbering). */
export const FOLLOW_KIND = { account: 0, reporter: 1, topic: 3 } as const;
export type FollowKind = (typeof FOLLOW_KIND)[keyof typeof FOLLOW_KIND];

/** The ranking weights (打榜规则 says the same in words: seed/subscription.ts RANK_RULES). */
export const VOTE_WEIGHT = 100;
export const FAN_WEIGHT = 10;
/** spec §9: the rank list is capped at 20. */
export const RANK_CAP = 20;

export type AccountWithStats = XyAccountRow & {
  fans: number;
  likes: number;
  reads: number;
  articleCount: number;
  votes: number;
  influence: number;
};

/** Readers see an account unless it is closed (1), withdrawn (4) or banned (spec §4's discard rule). */
export const isOpenAccount = (a: Pick<XyAccountRow, 'status' | 'forbidden'>) =>
  a.status !== 1 && a.status !== 4 && a.forbidden !== 1;
const openAccounts = and(notInArray(xyAccounts.status, [1, 4]), ne(xyAccounts.forbidden, 1));

/** The ranking period `now` falls in (the latest begun, when a test adds one over the seeded month). */
export async function currentPeriod(db: Db, now: number): Promise<XyRankPeriodRow | undefined> {
  const [period] = await db
    .select()
    .from(xyRankPeriods)
    .where(and(lte(xyRankPeriods.startsAt, now), gt(xyRankPeriods.endsAt, now)))
    .orderBy(desc(xyRankPeriods.startsAt), desc(xyRankPeriods.id))
    .limit(1);
  return period;
}

/**
 * Accounts with their figures, all counted in one query from the rows behind them: fans from subscriptions, reads,
 * likes and articles from the published articles, votes from this period's rank-votes. Influence is reads + 100 ×
 * votes + 10 × fans; nothing is stored by hand.
 */
async function withStats(
  db: Db,
  periodId: number,
  options: { where?: SQL; orderBy: 'influence' | 'recommend' | 'id'; limit: number; offset?: number },
): Promise<AccountWithStats[]> {
  const fans = db
    .select({
      targetId: subscriptions.targetId,
      fans: sql<number>`count(*)::int`.as('fans'),
    })
    .from(subscriptions)
    .where(eq(subscriptions.kind, FOLLOW_KIND.account))
    .groupBy(subscriptions.targetId)
    .as('f');
  const written = db
    .select({
      xyId: xyAccountArticles.xyId,
      reads: sql<number>`coalesce(sum(${articles.countClick}), 0)::int`.as('reads'),
      likes: sql<number>`coalesce(sum(${articles.countPraise}), 0)::int`.as('likes'),
      articleCount: sql<number>`count(*)::int`.as('article_count'),
    })
    .from(xyAccountArticles)
    .innerJoin(articles, and(eq(articles.fileId, xyAccountArticles.fileId), eq(articles.status, 1)))
    .groupBy(xyAccountArticles.xyId)
    .as('w');
  const votes = db
    .select({ xyId: xyRankVotes.xyId, votes: sql<number>`count(*)::int`.as('votes') })
    .from(xyRankVotes)
    .where(eq(xyRankVotes.periodId, periodId))
    .groupBy(xyRankVotes.xyId)
    .as('v');
  const influence = sql<number>`(coalesce(${written.reads}, 0)::bigint + ${VOTE_WEIGHT} * coalesce(${votes.votes}, 0) + ${FAN_WEIGHT} * coalesce(${fans.fans}, 0))`;
  const order =
    options.orderBy === 'influence'
      ? [desc(influence), asc(xyAccounts.createdAt), asc(xyAccounts.id)]
      : options.orderBy === 'recommend'
        ? [asc(xyAccounts.recommend), asc(xyAccounts.id)]
        : [asc(xyAccounts.id)];
  const rows = await db
    .select({
      account: xyAccounts,
      fans: sql<number>`coalesce(${fans.fans}, 0)`,
      likes: sql<number>`coalesce(${written.likes}, 0)`,
      reads: sql<number>`coalesce(${written.reads}, 0)`,
      articleCount: sql<number>`coalesce(${written.articleCount}, 0)`,
      votes: sql<number>`coalesce(${votes.votes}, 0)`,
      influence: influence.mapWith(Number),
    })
    .from(xyAccounts)
    .leftJoin(fans, eq(fans.targetId, xyAccounts.id))
    .leftJoin(written, eq(written.xyId, xyAccounts.id))
    .leftJoin(votes, eq(votes.xyId, xyAccounts.id))
    .where(options.where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({
    ...r.account,
    fans: Number(r.fans),
    likes: Number(r.likes),
    reads: Number(r.reads),
    articleCount: Number(r.articleCount),
    votes: Number(r.votes),
    influence: Number(r.influence),
  }));
}

const periodIdOf = async (db: Db, now: number) => (await currentPeriod(db, now))?.id ?? 0;

/** One account, open or not (readers discard a closed one themselves: its flags travel). */
export async function accountById(db: Db, now: number, id: number): Promise<AccountWithStats | undefined> {
  const [row] = await withStats(db, await periodIdOf(db, now), {
    where: eq(xyAccounts.id, id),
    orderBy: 'id',
    limit: 1,
  });
  return row;
}

/** A category's open accounts, most influential first. */
export async function accountsOfCategory(
  db: Db,
  now: number,
  categoryId: number,
  start: number,
  count: number,
) {
  return withStats(db, await periodIdOf(db, now), {
    where: and(openAccounts, eq(xyAccounts.categoryId, categoryId)),
    orderBy: 'influence',
    limit: count,
    offset: start,
  });
}

export async function recommendedAccounts(db: Db, now: number, count: number) {
  return withStats(db, await periodIdOf(db, now), {
    where: and(openAccounts, gt(xyAccounts.recommend, 0)),
    orderBy: 'recommend',
    limit: count,
  });
}

/** The open accounts named, in the order named (a member's subscriptions, newest first). */
export async function accountsByIds(db: Db, now: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await withStats(db, await periodIdOf(db, now), {
    where: and(openAccounts, inArray(xyAccounts.id, ids)),
    orderBy: 'id',
    limit: ids.length,
  });
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** The ranking of the period: every open account by influence, with its place (1 = first). */
export async function ranking(db: Db, periodId: number, options: { limit: number; nameLike?: string }) {
  const all = await withStats(db, periodId, { where: openAccounts, orderBy: 'influence', limit: 10_000 });
  const ranked = all.map((a, i) => ({ ...a, rank: i + 1 }));
  const found = options.nameLike
    ? ranked.filter((a) => a.name.toLowerCase().includes(options.nameLike!.toLowerCase()))
    : ranked;
  return found.slice(0, options.limit);
}

/** Whether a name search can match anything at all (keeps the search's full ranking off the hot path). */
export async function anyAccountNamed(db: Db, key: string): Promise<boolean> {
  const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [hit] = await db
    .select({ id: xyAccounts.id })
    .from(xyAccounts)
    .where(and(openAccounts, ilike(xyAccounts.name, `%${escaped}%`)))
    .limit(1);
  return hit !== undefined;
}

/**
 * Open accounts whose name holds every word of `key` (any case), for the search page's 订阅号 tab: the exact name
 * first, then the names that begin with it, then the rest; by id among equals, so pages never repeat or skip.
 */
export async function accountsNamed(
  db: Db,
  key: string,
  start: number,
  count: number,
): Promise<XyAccountRow[]> {
  const words = key.split(/\s+/).filter(Boolean);
  const holds = words.map((word) => ilike(xyAccounts.name, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select()
    .from(xyAccounts)
    .where(and(openAccounts, ...holds))
    .orderBy(
      sql`lower(${xyAccounts.name}) = lower(${key}) desc`,
      sql`strpos(lower(${xyAccounts.name}), lower(${words[0] ?? ''})) = 1 desc`,
      asc(xyAccounts.id),
    )
    .limit(count)
    .offset(start);
}

/** What the member follows of a kind, newest first. */
export async function followedIds(db: Db, uid: number, kind: FollowKind): Promise<number[]> {
  const rows = await db
    .select({ targetId: subscriptions.targetId })
    .from(subscriptions)
    .where(and(eq(subscriptions.uid, uid), eq(subscriptions.kind, kind)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.targetId));
  return rows.map((r) => r.targetId);
}

export async function fanCount(db: Db, kind: FollowKind, targetId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.kind, kind), eq(subscriptions.targetId, targetId)));
  return Number(row?.n ?? 0);
}

/** The account ids the member rank-voted for in the period. */
export async function votedIds(db: Db, periodId: number, uid: number): Promise<number[]> {
  const rows = await db
    .select({ xyId: xyRankVotes.xyId })
    .from(xyRankVotes)
    .where(and(eq(xyRankVotes.periodId, periodId), eq(xyRankVotes.uid, uid)));
  return rows.map((r) => r.xyId);
}
