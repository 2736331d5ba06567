import { arr, date, int, pick, rec, str } from '../lenient';
import type { MemberProfile, PublicRemark } from './entities';

function parseRemark(raw: unknown): PublicRemark | null {
  const o = rec(raw);
  const id = int(o.id);
  const fileId = int(pick(o, 'fileId', 'fileID'));
  // sourceType 0: a comment under an article (addressed by its column); 1: a live's chat (by the live's id)
  const on = int(o.sourceType) === 0 ? 'article' : 'live';
  const rootId = on === 'article' ? int(pick(o, 'columnID', 'columnId')) : int(pick(o, 'rootID', 'rootId'));
  if (id <= 0 || fileId <= 0 || rootId <= 0) return null;
  return {
    id,
    content: str(o.content),
    time: date(pick(o, 'created', 'publishtime')),
    on,
    rootId,
    fileId,
    where: str(o.title),
  };
}

/** memberView: null when the payload names no member. */
export function parseMemberProfile(raw: unknown): MemberProfile | null {
  const o = rec(raw);
  const member = rec(o.member);
  const uid = int(pick(member, 'userID', 'userId', 'uid'));
  if (uid <= 0) return null;
  return {
    uid,
    cancelled: int(member.cancelled) === 1,
    nickname: str(pick(member, 'nickname', 'userName')),
    avatar: str(pick(member, 'head', 'userIcon')),
    remarks: arr(o.list)
      .map(parseRemark)
      .filter((r) => r !== null),
  };
}
