import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, scoreRecords } from '../../db/schema/index.ts';

/** One line of the points history and the member's total, moved together (call inside the caller's transaction). */
export async function awardPoints(
  tx: Db,
  entry: { uid: number; score: number; rule: string; note: string; at: number },
): Promise<void> {
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
