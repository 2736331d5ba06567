import { z } from 'zod';
import { operation } from '../../context.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { CALL_PAGE, callById, callPage } from './store.ts';
import { callItem, callWire } from './wire.ts';

/** `inputArticleList?page` (spec §7; this edition's shape): the calls for submissions, the latest first, 20 a page. */
export const inputArticleList = operation({
  name: 'inputArticleList',
  method: 'GET',
  access: 'token',
  input: z.object({ page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input) {
    const rows = await callPage(ctx.db, input.page);
    const now = ctx.clock.now();
    return {
      list: rows.slice(0, CALL_PAGE).map((c) => callItem(ctx, c, now)),
      hasMore: rows.length > CALL_PAGE ? 1 : 0,
    };
  },
});

/** `inputArticleDetail?id` (spec §7's detail of the list): one call with its rules and detail; unknown `"empty"`. */
export const inputArticleDetail = operation({
  name: 'inputArticleDetail',
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    const call = await callById(ctx.db, input.id);
    return call ? callWire(ctx, call, ctx.clock.now()) : 'empty';
  },
});
