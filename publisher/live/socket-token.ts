import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { socketKeys } from '../db/schema/index.ts';

const HOUR = 3_600_000;
/** A token handed out in an hour stays good for a day after it: a page open all day keeps its socket. */
const VALID_HOURS = 25;

function sign(secret: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`live-socket:${expiresAt}`).digest('base64url');
}

/**
 * The socket token of getConfig's socketServer (spec §4 Socket): `<expiresAt>.<HMAC>`. The same all hour long, so
 * a cached config answer stays right; signed with a key every publisher process on the database shares.
 */
export function socketToken(secret: string, now: number): string {
  const expiresAt = (Math.floor(now / HOUR) + VALID_HOURS) * HOUR;
  return `${expiresAt}.${sign(secret, expiresAt)}`;
}

/** Refuses a forged token (wrong signature), an expired one, and anything not shaped like one. */
export function socketTokenValid(secret: string, token: string, now: number): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now || expiresAt > now + (VALID_HOURS + 1) * HOUR) return false;
  const given = Buffer.from(match[2]!);
  const wanted = Buffer.from(sign(secret, expiresAt));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The signing key: made by the first process that needs it, read by the others. */
export function socketSecret(db: Db): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const load = async () => {
    await db
      .insert(socketKeys)
      .values({ id: 1, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(socketKeys).where(eq(socketKeys.id, 1));
    return row!.secret;
  };
  return () =>
    (secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
}
