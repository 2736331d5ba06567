import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qaSteps } from '../../db/schema/index.ts';

const DAY = 86_400_000;
/** The window a department's figures count: the last 90 days. */
export const FIGURES_DAYS = 90;

export type DepartmentFigures = {
  /** inquiries passed to it within the window */
  passed: number;
  /** of those, replied to (at any time since) */
  replied: number;
  /** replied / passed, 0–1 (0 when nothing was passed) */
  replyRate: number;
  /** the median of the days from passing to the first reply, over the replied ones; null when none */
  medianDays: number | null;
};

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Each department's reply rate and median days to reply, counted from the steps (never stored): an inquiry counts
 * for the department it was first passed to within the last 90 days; its first reply after that is the answer.
 */
export async function departmentFigures(db: Db, now: number): Promise<Map<number, DepartmentFigures>> {
  const passedRows = await db
    .select({ inquiryId: qaSteps.inquiryId, departmentId: qaSteps.departmentId, at: qaSteps.at })
    .from(qaSteps)
    .where(and(eq(qaSteps.step, 'passed'), gte(qaSteps.at, now - FIGURES_DAYS * DAY)));
  const firstPass = new Map<number, { departmentId: number; at: number }>();
  for (const r of passedRows) {
    const seen = firstPass.get(r.inquiryId);
    if (!seen || r.at < seen.at) firstPass.set(r.inquiryId, { departmentId: r.departmentId, at: r.at });
  }
  const ids = [...firstPass.keys()];
  const replies = ids.length
    ? await db
        .select({ inquiryId: qaSteps.inquiryId, at: qaSteps.at })
        .from(qaSteps)
        .where(and(eq(qaSteps.step, 'replied'), inArray(qaSteps.inquiryId, ids)))
    : [];
  const firstReply = new Map<number, number>();
  for (const r of replies) {
    const pass = firstPass.get(r.inquiryId)!;
    if (r.at < pass.at) continue;
    const seen = firstReply.get(r.inquiryId);
    if (seen === undefined || r.at < seen) firstReply.set(r.inquiryId, r.at);
  }
  const byDepartment = new Map<number, { passed: number; days: number[] }>();
  for (const [inquiryId, pass] of firstPass) {
    const d = byDepartment.get(pass.departmentId) ?? { passed: 0, days: [] };
    d.passed += 1;
    const reply = firstReply.get(inquiryId);
    if (reply !== undefined) d.days.push((reply - pass.at) / DAY);
    byDepartment.set(pass.departmentId, d);
  }
  return new Map(
    [...byDepartment].map(([id, d]) => [
      id,
      {
        passed: d.passed,
        replied: d.days.length,
        replyRate: d.passed ? d.days.length / d.passed : 0,
        medianDays: median(d.days),
      },
    ]),
  );
}

export const noFigures: DepartmentFigures = { passed: 0, replied: 0, replyRate: 0, medianDays: null };
