import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, scoreRecords } from '../../db/schema/index.ts';

type LedgerEntry = { uid: number; score: number; rule: string; note: string; at: number };

/** One line of the points history and the member's total, moved together (call inside the caller's transaction). */
export async function awardPoints(tx: Db, entry: LedgerEntry): Promise<void> {
  await tx.insert(scoreRecords).values({
    uid: entry.uid,
    score: entry.score,
    rule: entry.rule,
    note: entry.note,
    createdAt: entry.at,
  });
  await tx
    .update(members)
    .set({ score: sql`${members.score} + ${entry.score}` })
    .where(eq(members.uid, entry.uid));
}

/**
 * Points spent (amuc's `event/convert`: a deduction), as a negative line of the same history: the total moves only
 * while it covers `score` (a conditional update, so it never goes below 0 whatever runs at once). Answers the total
 * left, or undefined when it did not cover it and nothing was written. Call inside the caller's transaction.
 */
export async function spendPoints(tx: Db, entry: LedgerEntry): Promise<number | undefined> {
  const [left] = await tx
    .update(members)
    .set({ score: sql`${members.score} - ${entry.score}` })
    .where(and(eq(members.uid, entry.uid), gte(members.score, entry.score)))
    .returning({ score: members.score });
  if (!left) return undefined;
  await tx.insert(scoreRecords).values({
    uid: entry.uid,
    score: -entry.score,
    rule: entry.rule,
    note: entry.note,
    createdAt: entry.at,
  });
  return left.score;
}
