import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { ENTRY_LIST_CAP } from './store.ts';
import { activityDetail as detailWire, activityItem } from './wire.ts';

const site = (ctx: { publicUrl: string }, caller: { site: { siteId: number } }) => ({
  publicUrl: ctx.publicUrl,
  siteId: caller.site.siteId,
});

/** `activityCats`: the categories activities are filed under (PUBLISHER_API §3.6). */
export const activityCats = operation({
  name: 'activityCats',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    return (await ctx.activities.cats()).map((c) => ({
      activityColID: c.catId,
      name: c.name,
      icon: '',
      showPushStyle: 0,
    }));
  },
});

/** `activityList`: 20 a page, newest first; catID -1 (or absent) is every category, an unknown one an empty list. */
export const activityList = operation({
  name: 'activityList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    catID: optionalIntParam('catID', -1, MAX_ID, -1),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input, caller) {
    const now = ctx.clock.now();
    const rows = await ctx.activities.list(input.catID, input.page);
    return { list: rows.map((a) => activityItem(site(ctx, caller), a, now)) };
  },
});

/** `activityDetail`: the activity with its body, window, places and form; an unknown id is `data:"empty"`. */
export const activityDetail = operation({
  name: 'activityDetail',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ fileId: intParam('fileId', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const a = await ctx.activities.activity(input.fileId);
    if (!a) return 'empty';
    return detailWire(site(ctx, caller), a, ctx.clock.now());
  },
});

/** `entryList`: the first 8 entrants (spec §9) and how many there are in all. */
export const entryList = operation({
  name: 'entryList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ fileId: intParam('fileId', 1, MAX_ID) }),
  async handle(ctx, input) {
    if (!(await ctx.activities.activity(input.fileId))) throw badInput(`活动 ${input.fileId} 不存在`);
    const { list, total } = await ctx.activities.entries(input.fileId, ENTRY_LIST_CAP);
    return {
      list: list.map((e) => ({ id: e.entryId, userID: e.uid, name: maskName(e.name), userIcon: '' })),
      count: String(total),
    };
  },
});

/** Entrants are listed in public: the family name and a star for the rest. */
function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
}

/**
 * Look-ups of taken values one address may make a minute. Each tells whether a phone or an ID number is someone's
 * entry, so a script must not walk through numbers; a form checks each unique field once, on leaving it, and the
 * sign-up checks again, so a refused look-up costs a reader nothing.
 */
const REPEAT_LOOKUPS_PER_ADDRESS_MINUTE = 10;
const REPEAT_LOOKUPS_TOO_MANY = '查询过于频繁，请稍后再试';

/** `checkEntryRepeatField`: whether a unique field's value is already taken in this activity (`repeat` 1). */
export const checkEntryRepeatField = operation({
  name: 'checkEntryRepeatField',
  method: 'GET',
  access: 'token',
  input: z.object({
    fileId: intParam('fileId', 1, MAX_ID),
    field: z.string({ error: '缺少参数 field' }).regex(/^[A-Za-z_]{1,40}$/, 'field 格式不正确'),
    value: z.string({ error: '缺少参数 value' }).min(1, 'value 不能为空').max(200, 'value 过长'),
  }),
  async handle(ctx, input, caller) {
    if (!ctx.limiter.hit(`repeat:ip:${caller.ip}`, REPEAT_LOOKUPS_PER_ADDRESS_MINUTE, 60_000))
      throw new PublisherError(429, STATUS.error, REPEAT_LOOKUPS_TOO_MANY);
    const a = await ctx.activities.activity(input.fileId);
    if (!a) throw badInput(`活动 ${input.fileId} 不存在`);
    const field = a.signForm.find((f) => f.key === input.field);
    if (!field?.unique) throw badInput(`${input.field} 不是需要唯一的字段`);
    return { repeat: (await ctx.activities.isTaken(a.fileId, field.key, input.value.trim())) ? 1 : 0 };
  },
});

/** `myActivityList`: the activities the member signed up for, latest sign-up first. */
export const myActivityList = operation({
  name: 'myActivityList',
  method: 'GET',
  access: 'member',
  input: z.object({ page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const now = ctx.clock.now();
    const rows = await ctx.activities.memberActivities(caller.uid ?? 0, input.page);
    return { list: rows.map((a) => activityItem(site(ctx, caller), a, now)) };
  },
});
