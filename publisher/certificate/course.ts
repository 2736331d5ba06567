import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { PublisherContext } from '../context.ts';
import { courseCompletions, courses, lessons, members } from '../db/schema/index.ts';
import { wireTime } from '../wire.ts';
import { onePagePdf } from './pdf.ts';

/**
 * The certificate of a completed course (结业证书, shown by previewPDF.html like the contribution's): its chain
 * record is the SHA-256 fingerprint of the completion (course, member, when, the lessons it covered), so the same
 * completion always gives the same fingerprint. Undefined (a 404) for a course the member has not completed, or a
 * member who deleted their account.
 */
export async function courseCertificatePdf(
  ctx: PublisherContext,
  signed: { courseId: number; uid: number },
): Promise<Buffer | undefined> {
  const [row] = await ctx.db
    .select({ completedAt: courseCompletions.completedAt, title: courses.title })
    .from(courseCompletions)
    .innerJoin(courses, eq(courses.courseId, courseCompletions.courseId))
    .where(and(eq(courseCompletions.courseId, signed.courseId), eq(courseCompletions.uid, signed.uid)))
    .limit(1);
  const [member] = await ctx.db
    .select({ cancelledAt: members.cancelledAt })
    .from(members)
    .where(eq(members.uid, signed.uid));
  if (!row || !member || member.cancelledAt !== null) return undefined;
  const covered = await ctx.db
    .select({ lessonId: lessons.lessonId, duration: lessons.duration })
    .from(lessons)
    .where(eq(lessons.courseId, signed.courseId))
    .orderBy(asc(lessons.orderId), asc(lessons.lessonId));
  const record = `course:${signed.courseId}|member:${signed.uid}|completed:${row.completedAt}|lessons:${covered.map((l) => l.lessonId).join(',')}`;
  const fingerprint = createHash('sha256').update(record).digest('hex');
  const minutes = Math.round(covered.reduce((s, l) => s + l.duration, 0) / 60);
  return onePagePdf(
    [
      { text: 'Certificate of Course Completion', size: 22 },
      { text: `Certificate No. C${signed.courseId}-${signed.uid}`, size: 13 },
      { text: `Course: ${signed.courseId} (${covered.length} lessons, ${minutes} min)`, size: 13 },
      { text: `Learner: member ${signed.uid}`, size: 13 },
      { text: `Completed: ${wireTime(row.completedAt).slice(0, 16)} (UTC+8)`, size: 13 },
      { text: 'Record fingerprint (SHA-256):', size: 13 },
      { text: fingerprint.slice(0, 32), size: 12 },
      { text: fingerprint.slice(32), size: 12 },
      { text: `Issued by ${new URL(ctx.publicUrl).host}`, size: 11 },
    ],
    `结业证书 · ${row.title}`,
  );
}
