import { md5Hex } from './md5.ts';

/** The handshake's sign: md5(appSecret + time + appSecret[2..7]) (PUBLISHER_API §6). */
export function handshakeSign(appSecret: string, time: string): string {
  return md5Hex(appSecret + time + appSecret.slice(2, 7));
}

/** The per-request sign: md5(authToken + appSecret + time). */
export function requestSign(authToken: string, appSecret: string, time: string): string {
  return md5Hex(authToken + appSecret + time);
}

/** How far a client's clock may stray from ours before a signed time is refused. */
export const SIGN_WINDOW_MS = 10 * 60_000;
