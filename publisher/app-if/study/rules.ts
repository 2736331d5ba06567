import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studyRules } from '../../db/schema/index.ts';

/**
 * How the publisher checks what the browser reports (docs/study.md). A report credits at most the seconds it claims,
 * at most REPORT_MAX_SECONDS, at most the time since the session's previous report plus TOLERANCE_SECONDS (timers
 * and networks jitter), and the session's credits in all at most the time since it began plus the same tolerance
 * (so the tolerance never adds up); a session with no report for SESSION_IDLE_MS is over.
 */
export const STUDY_LIMITS = {
  TOLERANCE_SECONDS: 2,
  REPORT_MAX_SECONDS: 60,
  SESSION_IDLE_MS: 10 * 60_000,
} as const;

/** A lesson is done once 90% of its length is counted (rounded up: a 20-second film needs 18). */
export const doneAt = (duration: number) => Math.ceil(duration * 0.9);

/** The site's rules for a site that never set any: what a lesson done and a course completed earn. */
export const DEFAULT_STUDY_RULES = { lessonScore: 5, courseScore: 50 };

/** The rules' one row (the newsroom sets it, editor/study.ts). */
export const RULES_ROW = 1;

export async function siteStudyRules(db: Db): Promise<{ lessonScore: number; courseScore: number }> {
  const [row] = await db.select().from(studyRules).where(eq(studyRules.siteId, RULES_ROW)).limit(1);
  return row ? { lessonScore: row.lessonScore, courseScore: row.courseScore } : DEFAULT_STUDY_RULES;
}
