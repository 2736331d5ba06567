import { z } from 'zod';
import { operation } from '../../context.ts';
import { optionalIntParam } from '../../validation.ts';
import { monthParam, optionalPaperIdParam, paperIdParam, paperOf } from './params.ts';
import { issueDates, latestDate, latestPublished } from './store.ts';

/** A year and more of issues: as far back as a date picker goes in one answer. */
const MAX_DATES = 366;

const datesWire = (dates: string[]) => dates.map((date) => ({ date }));

/**
 * `getPaperDates?id&start&count` (Founder's; count 60 unless sent) → `{version, dates[{date: "yyyyMMdd"}]}`: the days
 * the paper has an issue, newest first.
 */
export const getPaperDates = operation({
  name: 'getPaperDates',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    id: paperIdParam,
    start: optionalIntParam('start', 0, 10_000, 0),
    count: optionalIntParam('count', 1, MAX_DATES, 60),
  }),
  async handle(ctx, input) {
    const paper = await paperOf(ctx, input.id);
    const [dates, version] = await Promise.all([
      issueDates(ctx.db, paper.id, { start: input.start, count: input.count }),
      latestPublished(ctx.db, paper.id),
    ]);
    return { version, dates: datesWire(dates) };
  },
});

/**
 * `getMaePaperDatesByDate?id&date` (the spec's newer name for the same call) → `{version, month, dates[{date}]}`: the
 * issue days of the month `date` names (`yyyyMM`, or a day in it), newest first; no date: the latest issue's month.
 * `id` may be left out for the first paper.
 */
export const getMaePaperDatesByDate = operation({
  name: 'getMaePaperDatesByDate',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: optionalPaperIdParam, date: monthParam }),
  async handle(ctx, input) {
    const paper = await paperOf(ctx, input.id);
    const month = input.date ?? (await latestDate(ctx.db, paper.id))?.slice(0, 6);
    const [dates, version] = await Promise.all([
      month ? issueDates(ctx.db, paper.id, { month }) : [],
      latestPublished(ctx.db, paper.id),
    ]);
    return { version, month: month ?? '', dates: datesWire(dates) };
  },
});
