// The spec's tokens and auth data in storage (spec §3 "Tokens and local data"); access and security
// tokens expire after 2 hours (spec §4). Implements the client's Credentials.
import type { Credentials, MemberTokens, SavedAuth } from '../api/credentials';
import { deviceId } from './device';
import type { ExpiringStore } from './storage';

export const tokenTtlMs = 7_200_000;

export const tokenKeys = {
  securityToken: 'securityToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  appToken: 'appToken',
  userId: 'userId',
  wxUnionId: 'WXUnionId',
  isWXLogin: 'isWXLogin',
  authToken: 'authToken',
  appSecret: 'appSecret',
  authTime: 'authTime',
} as const;

export interface TokenStore extends Credentials {
  appToken(): string | undefined;
  /** the native app hands its token over (spec §6) */
  setAppToken(token: string): void;
  wxUnionId(): string | undefined;
  /** after messenger authorisation: remember the union id and that refreshes go through refreshAccessToken */
  setMessengerLogin(unionId: string): void;
  signOut(): void;
}

export function createTokenStore(store: ExpiringStore, now: () => number = Date.now): TokenStore {
  const k = tokenKeys;
  const ttl = (expiresAt: number) => Math.max(1, expiresAt - now());
  return {
    device: () => deviceId(store),
    securityToken: () => store.get<string>(k.securityToken),
    setSecurityToken: (token, expiresAt) => store.set(k.securityToken, token, ttl(expiresAt)),
    member: (): MemberTokens | undefined => {
      const accessToken = store.get<string>(k.accessToken);
      if (!accessToken) return undefined;
      return {
        accessToken,
        refreshToken: store.get<string>(k.refreshToken) ?? '',
        userId: store.get<string>(k.userId) ?? '',
      };
    },
    setMember: (tokens, expiresAt) => {
      store.set(k.accessToken, tokens.accessToken, ttl(expiresAt));
      // the refresh token and user id outlive the access token: they are what renews it
      store.set(k.refreshToken, tokens.refreshToken);
      store.set(k.userId, tokens.userId);
    },
    isMessengerLogin: () => store.get<boolean>(k.isWXLogin) === true,
    auth: (): SavedAuth | undefined => {
      const authToken = store.get<string>(k.authToken);
      const appSecret = store.get<string>(k.appSecret);
      const authTime = store.get<number>(k.authTime) ?? 0;
      if (!authToken || !appSecret || (authTime && authTime <= now())) return undefined;
      return { authToken, appSecret, authTime };
    },
    setAuth: (auth) => {
      store.set(k.authToken, auth.authToken);
      store.set(k.appSecret, auth.appSecret);
      store.set(k.authTime, auth.authTime);
    },
    clearAuth: () => {
      store.remove(k.authToken);
      store.remove(k.appSecret);
      store.remove(k.authTime);
    },
    appToken: () => store.get<string>(k.appToken),
    setAppToken: (token) => store.set(k.appToken, token, tokenTtlMs),
    wxUnionId: () => store.get<string>(k.wxUnionId),
    setMessengerLogin: (unionId) => {
      store.set(k.wxUnionId, unionId);
      store.set(k.isWXLogin, true);
    },
    signOut: () => {
      for (const key of [k.accessToken, k.refreshToken, k.userId, k.appToken, k.wxUnionId, k.isWXLogin]) {
        store.remove(key);
      }
    },
  };
}
