import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { moduleItems } from './module-items.ts';
import { PAGE_SIZE } from './store.ts';
import { wireContext } from './wire-context.ts';

export const moduleView = operation({
  name: 'moduleView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID), page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const m = await ctx.lists.module(input.id);
    if (!m) throw badInput('Your server has down or target user not exist !');
    const w = await wireContext(ctx, caller);
    // the module's "more" page (moreModules, moreImage) reads it 20 a page
    const start = input.page * PAGE_SIZE;
    const items = await moduleItems(ctx, w, m, true);
    return {
      type: m.type,
      moduleID: m.moduleId,
      name: m.name,
      hasMore: items.length > start + PAGE_SIZE,
      list: items.slice(start, start + PAGE_SIZE),
    };
  },
});
