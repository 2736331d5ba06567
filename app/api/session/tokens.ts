import type { AnonymousToken, AuthInfo, AuthToken } from './entities';
import { date, pick, rec, str } from '../lenient';

/** Two hours, spec §9, when the publisher does not say when a token expires. */
export const tokenLifetimeMs = 7_200_000;

function expiry(value: unknown, now: number): number {
  const at = date(value);
  return at > now ? at : now + tokenLifetimeMs;
}

export function parseAnonymousToken(raw: unknown, now: number): AnonymousToken {
  const o = rec(raw);
  return { securityToken: str(pick(o, 'securityToken', 'token')), expiresAt: expiry(o.expireTime, now) };
}

export function parseAuthInfo(raw: unknown): AuthInfo {
  const o = rec(raw);
  return { appKey: str(o.appKey), appSecret: str(o.appSecret) };
}

export function parseAuthToken(raw: unknown, now: number): AuthToken {
  const o = rec(raw);
  return { authToken: str(pick(o, 'authToken', 'authtoken')), expiresAt: expiry(o.authTime, now) };
}

export interface RefreshedMember {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export function parseRefreshedMember(raw: unknown, now: number): RefreshedMember {
  const o = rec(raw);
  return {
    accessToken: str(o.accessToken),
    refreshToken: str(o.refreshToken),
    expiresAt: expiry(o.expireTime, now),
  };
}

export function parseServerTime(raw: unknown, now: number): number {
  const o = rec(raw);
  const t = date(pick(o, 'serverTime', 'time') ?? raw);
  return t || now;
}
