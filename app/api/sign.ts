// md5 signatures of spec §7 and PUBLISHER_API §6; @noble/hashes is small enough for first-load bundles.
import { md5 } from '@noble/hashes/legacy';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { SavedAuth } from './credentials';

export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}

/** Signed headers on every call once auth is saved: sign = md5(authToken + appSecret + time). */
export function authHeaders(auth: SavedAuth, time: number): Record<string, string> {
  return {
    authToken: auth.authToken,
    time: String(time),
    sign: md5Hex(auth.authToken + auth.appSecret + time),
  };
}

/** The `auth` handshake's own signature: md5(appSecret + time + appSecret[2..7)). */
export function handshakeSign(appSecret: string, time: number): string {
  return md5Hex(appSecret + time + appSecret.slice(2, 7));
}
