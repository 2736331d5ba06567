import type { MemberRow } from '../../db/schema/index.ts';
import { picUrl } from '../../wire.ts';

/** "13800000000" → "138****0000". */
export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

/** The SSO user object (PUBLISHER_API §4.10), with string ids as real deployments send them. */
export function memberWire(
  publicUrl: string,
  m: MemberRow,
  tokens?: { accessToken: string; refreshToken: string; expireTime: number },
) {
  return {
    uid: String(m.uid),
    userid: String(m.uid),
    token: m.ssoToken,
    nickname: m.nickname,
    username: m.nickname,
    phone: maskPhone(m.phone),
    areaCode: '0086',
    sex: m.sex,
    birthday: '',
    address: '',
    head: picUrl(publicUrl, m.headRef),
    score: m.score,
    isOpen: 1,
    isFirstOpen: 0,
    isDefPassword: m.isDefPassword,
    provider: '',
    ...(tokens ?? {}),
  };
}
