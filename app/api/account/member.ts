import type { Member } from './entities';
import { int, pick, rec, str } from '../lenient';

/** SSO user object (PUBLISHER_API §4.10) plus the tokens the contract adds. */
export function parseMember(raw: unknown): Member {
  const o = rec(raw);
  return {
    uid: str(pick(o, 'uid', 'userid')),
    userId: str(pick(o, 'userid', 'userId', 'uid')),
    token: str(o.token),
    accessToken: str(o.accessToken),
    refreshToken: str(o.refreshToken),
    nickname: str(pick(o, 'nickname', 'username')),
    phone: str(o.phone),
    avatar: str(pick(o, 'head', 'avatar')),
    score: int(o.score),
  };
}
