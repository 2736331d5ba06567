import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { SsoError } from '../../sso/errors.ts';

export const CODE_TTL_MS = 5 * 60_000;
/** Wrong guesses before a code is thrown away. */
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'login' | 'register' | 'bind';

export async function issueCode(db: Db, phone: string, purpose: CodePurpose, now: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insert(smsCodes)
    .values({ phone, purpose, code, expiresAt: now + CODE_TTL_MS, attempts: 0 })
    .onConflictDoUpdate({
      target: [smsCodes.phone, smsCodes.purpose],
      set: { code, expiresAt: now + CODE_TTL_MS, attempts: 0 },
    });
  return code;
}

/** Checks and spends a code inside the caller's transaction; a wrong guess counts against the code. */
export async function consumeCode(
  tx: Db,
  phone: string,
  purpose: CodePurpose,
  code: string,
  now: number,
): Promise<void> {
  const where = and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose));
  const [row] = await tx.select().from(smsCodes).where(where).limit(1);
  if (!row) throw new SsoError('code_error');
  if (row.expiresAt <= now) {
    await tx.delete(smsCodes).where(where);
    throw new SsoError('code_expired');
  }
  // A wrong guess is counted by the caller (recordWrongCode) after this transaction rolls back.
  if (row.code !== code) throw new SsoError('code_error');
  await tx.delete(smsCodes).where(where);
}

/** A wrong guess, recorded on its own so that the rollback of the failed login does not undo it. */
export async function recordWrongCode(db: Db, phone: string, purpose: CodePurpose): Promise<void> {
  const where = and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose));
  const [row] = await db.select().from(smsCodes).where(where).limit(1);
  if (!row) return;
  if (row.attempts + 1 >= CODE_MAX_ATTEMPTS) await db.delete(smsCodes).where(where);
  else
    await db
      .update(smsCodes)
      .set({ attempts: row.attempts + 1 })
      .where(where);
}

export async function lastCode(db: Db, phone: string): Promise<string | undefined> {
  const rows = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
  return rows.sort((a, b) => b.expiresAt - a.expiresAt)[0]?.code;
}
