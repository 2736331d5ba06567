import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';

/**
 * counts (PUBLISHER_API §3.4, `id&source=0|1`): an article's interaction counts as they are now (never cached).
 * A live topic (source 1) is an article too here, so both read the same counters.
 */
export const counts = operation({
  name: 'counts',
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID), source: optionalIntParam('source', 0, 1, 0) }),
  async handle(ctx, input) {
    const a = await ctx.articles.article(input.id);
    if (!a || a.status !== 1) throw badInput(`稿件 ${input.id} 不存在`);
    return {
      id: a.fileId,
      countClick: a.countClick,
      countDiscuss: a.countDiscuss,
      countPraise: a.countPraise,
      countShare: a.countShare,
    };
  },
});
