import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { COMMENT_STATUS, comments } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { loadNames } from './names.ts';
import { choices, INQUIRY_COMMENT_SOURCE, inquiryById, isPublicInquiry, stepsOf } from './read.ts';
import { departmentWire, inquiryWire } from './wire.ts';

/**
 * qaDetail (`siteId&fileId`): an inquiry as qaDetail and newQaDetail read it (wire.ts inquiryWire); one held, rejected,
 * not yet accepted or unknown is `data:"empty"`.
 */
export const qaDetail = operation({
  name: 'qaDetail',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ fileId: intParam('fileId', 1, MAX_ID) }),
  async handle(ctx, input) {
    const q = await inquiryById(ctx.db, input.fileId);
    if (!q || !isPublicInquiry(q)) return 'empty';
    const [steps, names, [discussed]] = await Promise.all([
      stepsOf(ctx.db, q.id),
      loadNames(ctx),
      ctx.db
        .select({ n: count() })
        .from(comments)
        .where(
          and(
            eq(comments.source, INQUIRY_COMMENT_SOURCE),
            eq(comments.articleId, q.id),
            eq(comments.status, COMMENT_STATUS.approved),
          ),
        ),
    ]);
    return inquiryWire(ctx, q, steps, names, discussed?.n ?? 0);
  },
});

/**
 * qaForm _(ours)_: what the inquiry form offers and the inquiry column ranks: `departments[{id, name, passed,
 * replied, replyRate, medianDays (-1 none)}]` (the last 90 days, counted), `categories[{id, name}]`, `regions[{id,
 * name}]`; none the newsroom retired.
 */
export const qaForm = operation({
  name: 'qaForm',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    const names = await loadNames(ctx);
    const all = (await choices(ctx.db)).filter((c) => !c.retired);
    return {
      departments: [...names.departments.values()]
        .filter((d) => !d.retired)
        .map((d) => departmentWire(d, names.figures.get(d.departmentId))),
      categories: all.filter((c) => c.kind === 'category').map((c) => ({ id: c.choiceId, name: c.name })),
      regions: all.filter((c) => c.kind === 'region').map((c) => ({ id: c.choiceId, name: c.name })),
    };
  },
});
