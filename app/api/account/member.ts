import type { Member, MessengerUser, Renamed } from './entities';
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

/** modify's answer: `nicknameStatus` 0 the new name waits for review; 1, or absent (Founder's SSO), it is live. */
export function parseRenamed(raw: unknown): Renamed {
  return { member: parseMember(raw), pending: int(rec(raw).nicknameStatus, 1) === 0 };
}

/** The messenger user the publisher read with the code; no openid (a refused code) reads as empty. */
export function parseMessengerUser(raw: unknown): MessengerUser {
  const o = rec(raw);
  return {
    openid: str(pick(o, 'openid', 'openId')),
    unionid: str(pick(o, 'unionid', 'unionId')),
    nickname: str(o.nickname),
    headimgurl: str(pick(o, 'headimgurl', 'headImgUrl')),
  };
}
