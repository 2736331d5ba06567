import { z } from 'zod';
import { operation } from '../../context.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { OPTION_PAGE_SIZE } from './store.ts';
import { voteInfo, voteOption } from './wire.ts';

const voteIdParam = intParam('voteID', 1, MAX_ID);

/** `getVoteInfo`: the vote info (spec §3); an unknown vote is `data:"empty"`. */
export const getVoteInfo = operation({
  name: 'getVoteInfo',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ voteID: voteIdParam }),
  async handle(ctx, input) {
    const v = await ctx.votes.vote(input.voteID);
    if (!v) return 'empty';
    const [themes, totals] = await Promise.all([ctx.votes.themes(v.voteId), ctx.votes.totals(v.voteId)]);
    return voteInfo(ctx.publicUrl, v, themes, totals, ctx.clock.now());
  },
});

/** `getVoteOptions`: a theme's options (themeID 0 or absent: all), 20 a page by number, with counts and ranks. */
export const getVoteOptions = operation({
  name: 'getVoteOptions',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    voteID: voteIdParam,
    themeID: optionalIntParam('themeID', 0, MAX_ID, 0),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input) {
    const { list, total } = await ctx.votes.options(input.voteID, input.themeID, input.page);
    return {
      list: list.map((o) => voteOption(ctx.publicUrl, o)),
      totalCount: total,
      hasMore: (input.page + 1) * OPTION_PAGE_SIZE < total,
    };
  },
});

/** `getVoteOption`: one option with its introduction and theme; unknown is `data:"empty"`. */
export const getVoteOption = operation({
  name: 'getVoteOption',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ optionID: intParam('optionID', 1, MAX_ID) }),
  async handle(ctx, input) {
    const o = await ctx.votes.option(input.optionID);
    if (!o) return 'empty';
    const theme = (await ctx.votes.themes(o.voteId)).find((t) => t.themeId === o.themeId);
    return { ...voteOption(ctx.publicUrl, o), intro: o.intro, themeName: theme?.name ?? '' };
  },
});

/** `getVoteOptionsByName`: the options whose name holds the words (at most 20), by number. */
export const getVoteOptionsByName = operation({
  name: 'getVoteOptionsByName',
  method: 'GET',
  access: 'token',
  input: z.object({
    voteID: voteIdParam,
    name: z.string({ error: '缺少参数 name' }).trim().min(1, '请输入名称').max(40, '名称不能超过 40 个字'),
  }),
  async handle(ctx, input) {
    const list = await ctx.votes.search(input.voteID, input.name);
    return { list: list.map((o) => voteOption(ctx.publicUrl, o)) };
  },
});
