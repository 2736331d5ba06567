import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tipoffs, type TipoffRow } from '../../db/schema/index.ts';

/** A member's tip-offs on their page: the newest first, at most this many (Founder's myTipoff). */
export const MY_TIPOFFS = 100;

export const tipoffById = async (db: Db, id: number): Promise<TipoffRow | undefined> =>
  (await db.select().from(tipoffs).where(eq(tipoffs.id, id)).limit(1))[0];

export const tipoffByKey = async (db: Db, uid: number, key: string): Promise<TipoffRow | undefined> =>
  (
    await db
      .select()
      .from(tipoffs)
      .where(and(eq(tipoffs.uid, uid), eq(tipoffs.requestKey, key)))
      .limit(1)
  )[0];

export const tipoffsOf = (db: Db, uid: number) =>
  db
    .select()
    .from(tipoffs)
    .where(eq(tipoffs.uid, uid))
    .orderBy(desc(tipoffs.receivedAt), desc(tipoffs.id))
    .limit(MY_TIPOFFS);

/** Who may read a tip-off: its author and, once the newsroom published it, everyone. */
export const readableBy = (t: TipoffRow, uid: number | null) =>
  (t.state === 'published' && t.review === 'clear') || (uid !== null && t.uid === uid);
