import { isDiscardedAccount } from '~/lib/account';
import { listCaps } from '~/lib/lists';
import { arr, date, int, listOf, optStr, pick, rec, str } from '../lenient';
import type { Account, Category, MyVotes, RankEntry, RankPeriod, Ranking } from './entities';

export function parseCategories(raw: unknown): Category[] {
  return listOf(raw)
    .map((c) => {
      const o = rec(c);
      return { id: int(pick(o, 'id', 'catID', 'catId')), name: str(pick(o, 'name', 'catName')) };
    })
    .filter((c) => c.id > 0 && c.name !== '');
}

export function parseAccount(raw: unknown): Account {
  const o = rec(raw);
  const id = int(pick(o, 'xyID', 'xyId', 'id'));
  return {
    id,
    name: str(pick(o, 'topic', 'name', 'xyName')),
    icon: optStr(pick(o, 'icon', 'xyIcon')),
    description: str(pick(o, 'description', 'intro')),
    categoryId: int(pick(o, 'catID', 'catId')),
    fans: int(pick(o, 'fans', 'fansCount')),
    likes: int(pick(o, 'countPraise', 'likes')),
    articleCount: int(pick(o, 'articleCount', 'articleNum')),
    influence: int(o.influence),
    discarded: isDiscardedAccount({ xyID: id, xyStatus: int(o.xyStatus), xyForbidden: int(o.xyForbidden) }),
  };
}

/** null: no such account (the error envelope reads as null before this, `data:"empty"` here). */
export function parseAccountInfo(raw: unknown): Account | null {
  if (!raw || typeof raw !== 'object') return null;
  return parseAccount(raw);
}

/** A list of accounts without the discarded ones (spec §4). */
export function parseAccounts(raw: unknown): Account[] {
  return listOf(raw)
    .map(parseAccount)
    .filter((a) => !a.discarded);
}

function parsePeriod(raw: unknown): RankPeriod | undefined {
  const o = rec(raw);
  const id = int(o.id);
  return id > 0
    ? { id, title: str(o.title), startsAt: date(o.startTime), endsAt: date(o.endTime) }
    : undefined;
}

function parseRankEntry(raw: unknown): RankEntry {
  const o = rec(raw);
  return {
    id: int(pick(o, 'id', 'xyID')),
    name: str(pick(o, 'topic', 'name')),
    icon: optStr(o.icon),
    influence: int(o.influence),
    rank: int(o.rank),
  };
}

/** spec §9: the rank list is capped at 20, whatever the publisher sends. */
const rankCap = listCaps.rank;

export function parseRanking(raw: unknown): Ranking {
  const o = rec(raw);
  return {
    period: parsePeriod(o.period),
    rules: arr(o.rules)
      .map((r) => str(r).trim())
      .filter((r) => r !== ''),
    entries: listOf(raw)
      .map(parseRankEntry)
      .filter((e) => e.id > 0)
      .slice(0, rankCap),
  };
}

/** searchXyRank: a bare array of entries with the caller's flags. */
export function parseRankSearch(raw: unknown): (RankEntry & { canVote: boolean; following: boolean })[] {
  return listOf(raw)
    .map((r) => ({
      ...parseRankEntry(r),
      canVote: int(rec(r).canHit) === 1,
      following: int(rec(r).isFollow) === 1,
    }))
    .filter((e) => e.id > 0)
    .slice(0, rankCap);
}

export function parseMyVotes(raw: unknown): MyVotes {
  const o = rec(raw);
  return { open: parsePeriod(o.period) !== undefined, accountIds: arr(o.hitIds).map((id) => int(id)) };
}

/** topicSub / topicSubCancel: the fan count as it now is. */
export function parseFollowAnswer(raw: unknown): { fans: number } {
  return { fans: int(rec(raw).fans) };
}
