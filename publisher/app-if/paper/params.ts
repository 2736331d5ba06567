import { z } from 'zod';
import type { PublisherContext } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import type { PaperRow } from '../../db/schema/index.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { allPapers, paperById } from './store.ts';
import { NOT_FOUND } from './wire.ts';

/** A real calendar day: 20250230 is no issue's date. */
function isDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `yyyyMMdd` (or `yyyy-MM-dd`) as `yyyyMMdd`; anything else, 20250230 included, is refused. */
function issueDay(text: string, check: z.RefinementCtx): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!m || !isDay(Number(m[1]), Number(m[2]), Number(m[3]))) {
    check.addIssue({ code: 'custom', message: 'date 应为 yyyyMMdd 格式的日期' });
    return z.NEVER;
  }
  return `${m[1]}${m[2]}${m[3]}`;
}

/** An issue's day as Founder's calls send it; absent or empty: the latest issue (undefined here). */
export const dateParam = z
  .string()
  .optional()
  .transform((v, check) => (v === undefined || v.trim() === '' ? undefined : issueDay(v, check)));

/** An issue's day that must be given (the test hook's). */
export const requiredDateParam = z.string({ error: '缺少参数 date' }).transform(issueDay);

/** A month (`yyyyMM`) or a day in it (`yyyyMMdd`, `yyyy-MM-dd`), as the month; absent or empty: undefined. */
export const monthParam = z
  .string()
  .optional()
  .transform((v, c) => {
    if (v === undefined || v.trim() === '') return undefined;
    const m = /^(\d{4})-?(\d{2})(?:-?(\d{2}))?$/.exec(v.trim());
    if (!m || !isDay(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : 1)) {
      c.addIssue({ code: 'custom', message: 'date 应为 yyyyMM 或 yyyyMMdd 格式的日期' });
      return z.NEVER;
    }
    return `${m[1]}${m[2]}`;
  });

export const paperIdParam = intParam('id', 1, MAX_ID);
/** The newer calls name no paper when the site has one: 0, the first paper. */
export const optionalPaperIdParam = optionalIntParam('id', 0, MAX_ID, 0);

/** The paper named (0: the first), or the error envelope Founder sends for an unknown one. */
export async function paperOf(ctx: PublisherContext, id: number): Promise<PaperRow> {
  const paper = id === 0 ? (await allPapers(ctx.db))[0] : await paperById(ctx.db, id);
  if (!paper) throw badInput(NOT_FOUND);
  return paper;
}
