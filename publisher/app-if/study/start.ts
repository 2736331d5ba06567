import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members, studyProgress, studySessions } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { lessonById } from './read.ts';
import { noLesson } from './refusals.ts';

/**
 * `studyStart` (POST, member; this edition's): the member opens a lesson, on any device. It opens their study
 * session of the lesson, replacing any earlier one (that device's reports are refused from now on: one lesson is
 * counted once however many screens show it), and answers the session's id with the member's progress: where to
 * resume, the seconds counted, the length, whether it is done.
 */
export const studyStart = operation({
  name: 'studyStart',
  method: 'POST',
  access: 'member',
  input: z.object({ lessonID: intParam('lessonID', 1, MAX_ID), userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const lesson = await lessonById(ctx.db, input.lessonID);
    if (!lesson) throw noLesson();
    const now = ctx.clock.now();
    const token = randomBytes(18).toString('base64url');
    const progress = await ctx.db.transaction(async (tx) => {
      // the member's reports run under the same lock: none is counted against a session being replaced
      await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, uid)).for('update');
      const session = { token, startedAt: now, lastReportAt: now, counted: 0 };
      await tx
        .insert(studySessions)
        .values({ uid, lessonId: lesson.lessonId, ...session })
        .onConflictDoUpdate({ target: [studySessions.uid, studySessions.lessonId], set: session });
      const [row] = await tx
        .select()
        .from(studyProgress)
        .where(and(eq(studyProgress.uid, uid), eq(studyProgress.lessonId, lesson.lessonId)));
      return row;
    });
    return {
      sessionID: token,
      lessonID: lesson.lessonId,
      duration: lesson.duration,
      counted: progress?.counted ?? 0,
      position: progress?.position ?? 0,
      done: progress?.doneAt ? 1 : 0,
    };
  },
});
