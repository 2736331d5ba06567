import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { moduleItems } from './module-items.ts';
import { wireContext } from './wire-context.ts';

export const moduleView = operation({
  name: 'moduleView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const m = await ctx.lists.module(input.id);
    if (!m) throw badInput('Your server has down or target user not exist !');
    const w = await wireContext(ctx, caller);
    return { type: m.type, moduleID: m.moduleId, name: m.name, list: await moduleItems(ctx, w, m, true) };
  },
});
