// Lenient readers of the keepers' answers (docs/publisher-interface.md, "Circles", keepers): the join requests, a
// request decided, a post pinned, a notice made.
import { date, flag, int, listOf, pick, rec, str } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { JoinRequest } from './entities';

/** circleKeeperRequests: who asks to join, oldest first; an entry without a member id is left out. */
export function parseJoinRequests(raw: unknown): JoinRequest[] {
  return listOf(raw).flatMap((item) => {
    const o = rec(item);
    const id = int(pick(o, 'userID', 'userId', 'uid'));
    if (id <= 0) return [];
    const avatar = safeHttpUrl(pick(o, 'head', 'avatar'));
    return [{ id, nickname: str(o.nickname).trim(), ...(avatar ? { avatar } : {}), at: date(o.createTime) }];
  });
}

/** circleKeeperDecide: whether the member is now in the circle (state 2) or was refused. */
export const parseDecision = (raw: unknown): 'joined' | 'refused' =>
  int(rec(raw).state) === 2 ? 'joined' : 'refused';

/** circleKeeperPin: whether the post now leads its circle's lists. */
export const parsePinned = (raw: unknown): boolean => flag(rec(raw).isTop);

/** circleKeeperNotice: the new notice's id (0 from an answer without one). */
export const parseNewNotice = (raw: unknown): number =>
  Math.max(0, int(pick(rec(raw), 'noticeID', 'noticeId', 'id')));
