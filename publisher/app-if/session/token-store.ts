import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ttlCache } from '../../cache.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { tokens, type TokenKind } from '../../db/schema/index.ts';

/** Spec §4 and §9: security, access and auth tokens live 7,200,000 ms. */
export const TOKEN_TTL_MS = 7_200_000;
/** Refresh tokens outlive access tokens so a member stays signed in for a month of visits. */
export const REFRESH_TTL_MS = 30 * 86_400_000;

export type TokenRecord = {
  token: string;
  kind: TokenKind;
  uid: number | null;
  device: string;
  expiresAt: number;
};

export type TokenStore = {
  /** `via` lets a caller issue inside its own transaction. */
  issue: (
    kind: TokenKind,
    owner: { uid?: number; device: string },
    ttlMs?: number,
    via?: Db,
  ) => Promise<TokenRecord>;
  /** The token's record, expired or not (callers decide: an expired member token is a different code). */
  find: (token: string) => Promise<TokenRecord | undefined>;
  revoke: (token: string) => Promise<void>;
  /** Every token of the member (on one device only when `device` is given): signing out, deleting the account. */
  revokeMember: (uid: number, device?: string, via?: Db) => Promise<void>;
  isLive: (record: TokenRecord) => boolean;
};

export function tokenStore(db: Db, clock: Clock): TokenStore {
  // Tokens never change once issued, so a lookup cache only needs dropping on revoke.
  const cache = ttlCache<TokenRecord | null>({ ttlMs: 60_000, maxEntries: 10_000, now: () => Date.now() });
  return {
    async issue(kind, owner, ttlMs = kind === 'refresh' ? REFRESH_TTL_MS : TOKEN_TTL_MS, via = db) {
      const record: TokenRecord = {
        token: randomBytes(24).toString('hex'),
        kind,
        uid: owner.uid ?? null,
        device: owner.device,
        expiresAt: clock.now() + ttlMs,
      };
      await via.insert(tokens).values(record);
      // the caller's next request (a member's first vote or comment after signing in) needs no read
      if (via === db) cache.set(record.token, record);
      return record;
    },
    async find(token) {
      const hit = cache.get(token);
      if (hit !== undefined) return hit ?? undefined;
      const [row] = await db.select().from(tokens).where(eq(tokens.token, token)).limit(1);
      cache.set(token, row ?? null);
      return row;
    },
    async revoke(token) {
      cache.delete(token);
      await db.delete(tokens).where(eq(tokens.token, token));
    },
    async revokeMember(uid, device, via = db) {
      const gone = await via
        .delete(tokens)
        .where(
          device === undefined ? eq(tokens.uid, uid) : and(eq(tokens.uid, uid), eq(tokens.device, device)),
        )
        .returning({ token: tokens.token });
      for (const { token } of gone) cache.delete(token);
    },
    isLive: (record) => record.expiresAt > clock.now(),
  };
}
