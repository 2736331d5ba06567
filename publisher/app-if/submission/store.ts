import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calls, submissions, type CallRow, type SubmissionRow } from '../../db/schema/index.ts';

export const CALL_PAGE = 20;
/** A member's submissions on their page, newest first. */
export const MY_SUBMISSIONS = 100;

/** Where a call stands now: 0 not yet open, 1 open, 2 closed (its end passed, or the newsroom closed it). */
export function callStatus(c: CallRow, now: number): 0 | 1 | 2 {
  if (c.closedAt !== null || now >= c.endAt) return 2;
  return now < c.startAt ? 0 : 1;
}

export const callById = async (db: Db, id: number): Promise<CallRow | undefined> =>
  (await db.select().from(calls).where(eq(calls.callId, id)).limit(1))[0];

/** The calls, the latest to open first. */
export const callPage = (db: Db, page: number) =>
  db
    .select()
    .from(calls)
    .orderBy(desc(calls.startAt), desc(calls.callId))
    .limit(CALL_PAGE + 1)
    .offset(page * CALL_PAGE);

export const submissionById = async (db: Db, id: number): Promise<SubmissionRow | undefined> =>
  (await db.select().from(submissions).where(eq(submissions.id, id)).limit(1))[0];

export const submissionByKey = async (db: Db, uid: number, key: string) =>
  (
    await db
      .select()
      .from(submissions)
      .where(and(eq(submissions.uid, uid), eq(submissions.requestKey, key)))
      .limit(1)
  )[0];

/** The member's submissions, to one call or all, newest first. */
export const submissionsOf = (db: Db, uid: number, callId: number | undefined) =>
  db
    .select()
    .from(submissions)
    .where(callId ? and(eq(submissions.uid, uid), eq(submissions.callId, callId)) : eq(submissions.uid, uid))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(MY_SUBMISSIONS);

/** A call's submissions for the newsroom, oldest first (the order they came in). */
export const submissionsTo = (db: Db, callId: number) =>
  db
    .select()
    .from(submissions)
    .where(eq(submissions.callId, callId))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
