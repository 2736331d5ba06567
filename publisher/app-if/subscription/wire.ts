import type { XyCategoryRow, XyRankPeriodRow } from '../../db/schema/index.ts';
import { picUrl, wireTime } from '../../wire.ts';
import type { AccountWithStats } from './accounts.ts';

/** An account as getXyInfo, getCatXys, recommendXys and getSubcribeXys send it: both id spellings, flags as ints. */
export function accountWire(publicUrl: string, a: AccountWithStats) {
  return {
    xyID: a.id,
    id: a.id,
    topic: a.name,
    icon: picUrl(publicUrl, a.iconRef),
    description: a.description,
    xyStatus: a.status,
    xyForbidden: a.forbidden,
    catID: a.categoryId,
    fans: a.fans,
    countPraise: a.likes,
    articleCount: a.articleCount,
    influence: a.influence,
    createTime: wireTime(a.createdAt),
  };
}

/** A ranking row (PUBLISHER_API §3.7: searchXyRank's `{id,icon,topic,influence,rank,canHit,isFollow}`). */
export function rankWire(publicUrl: string, a: AccountWithStats & { rank: number }) {
  return {
    id: a.id,
    icon: picUrl(publicUrl, a.iconRef),
    topic: a.name,
    influence: a.influence,
    rank: a.rank,
  };
}

export function categoryWire(c: XyCategoryRow) {
  return { id: c.id, name: c.name, parentID: c.parentId };
}

export function periodWire(p: XyRankPeriodRow | undefined) {
  return p
    ? { id: p.id, title: p.title, startTime: wireTime(p.startsAt), endTime: wireTime(p.endsAt - 1_000) }
    : null;
}
