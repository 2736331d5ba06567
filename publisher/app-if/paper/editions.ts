import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import type { PaperRow } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { dateParam, optionalPaperIdParam, paperIdParam, paperOf } from './params.ts';
import { edition, latestDate, page } from './store.ts';
import { editionWire, NOT_FOUND, printedItem } from './wire.ts';

/** The paper's issue of `date`, or its latest when no date is sent; a day without an issue has no pages. */
async function issueOf(ctx: PublisherContext, paper: PaperRow, date: string | undefined) {
  const day = date ?? (await latestDate(ctx.db, paper.id)) ?? '';
  return editionWire(ctx.publicUrl, day, day ? await edition(ctx.db, paper.id, day) : []);
}

/**
 * `getPaperLayouts?id&date` (Founder's; empty date: the latest issue) → `{version, date, layouts[…]}` (wire.ts
 * layoutWire); a day without an issue answers `layouts: []`.
 */
export const getPaperLayouts = operation({
  name: 'getPaperLayouts',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: paperIdParam, date: dateParam }),
  handle: async (ctx, input) => issueOf(ctx, await paperOf(ctx, input.id), input.date),
});

/**
 * `getLatestMaePaper?id&date` (the spec's newer name for the same call; both optional: the first paper, its latest
 * issue) → getPaperLayouts' answer with the paper named (`paperId`, `paperName`).
 */
export const getLatestMaePaper = operation({
  name: 'getLatestMaePaper',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: optionalPaperIdParam, date: dateParam }),
  async handle(ctx, input) {
    const paper = await paperOf(ctx, input.id);
    return { paperId: paper.id, paperName: paper.name, ...(await issueOf(ctx, paper, input.date)) };
  },
});

/** `getPaperArticles?id=<layoutId>` (Founder's) → `{list[…]}`: one page's articles in reading order. */
export const getPaperArticles = operation({
  name: 'getPaperArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    const found = await page(ctx.db, input.id);
    if (!found) throw badInput(NOT_FOUND);
    return { list: found.articles.map((a) => printedItem(ctx.publicUrl, a, found.layout)) };
  },
});
