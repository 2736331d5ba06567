import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import { inviteCodes } from '../../db/schema/index.ts';
import { CODE_ALPHABET, CODE_LENGTH } from './config.ts';

export function newInviteCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The member's code, made on first ask; a clash with another member's is drawn again. */
export async function inviteCodeOf(ctx: PublisherContext, uid: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [known] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.uid, uid)).limit(1);
    if (known) return known.code;
    await ctx.db
      .insert(inviteCodes)
      .values({ uid, code: newInviteCode(), createdAt: ctx.clock.now() })
      .onConflictDoNothing();
  }
  throw new Error(`no free invite code for member ${uid}`);
}

/** Whose code it is; codes are read case-blind, as people type them off a poster. */
export async function inviterOf(ctx: PublisherContext, code: string): Promise<number | null> {
  const normal = code.trim().toUpperCase();
  if (!new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`).test(normal)) return null;
  const [row] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, normal)).limit(1);
  return row?.uid ?? null;
}
