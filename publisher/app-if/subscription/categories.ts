import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { xyCategories } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { categoryWire } from './wire.ts';

/** The fixed code the clients send for the account categories (PUBLISHER_API §3.7). */
export const ACCOUNT_CODE = 'XYACCOUNT';

export const getCats = operation({
  name: 'getCats',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ code: z.string({ error: '缺少参数 code' }).max(40, 'code 过长') }),
  async handle(ctx, input) {
    // Other codes name category trees this publisher does not have: an empty list, as real ones answer.
    if (input.code !== ACCOUNT_CODE) return { list: [] };
    const rows = await ctx.db
      .select()
      .from(xyCategories)
      .where(eq(xyCategories.parentId, 0))
      .orderBy(asc(xyCategories.position), asc(xyCategories.id));
    return { list: rows.map(categoryWire) };
  },
});

export const getSubCats = operation({
  name: 'getSubCats',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    const rows = await ctx.db
      .select()
      .from(xyCategories)
      .where(eq(xyCategories.parentId, input.id))
      .orderBy(asc(xyCategories.position), asc(xyCategories.id));
    return { list: rows.map(categoryWire) };
  },
});
