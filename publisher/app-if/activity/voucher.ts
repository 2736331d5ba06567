import { z } from 'zod';
import { operation } from '../../context.ts';
import type { ActivityEntryRow, ActivityRow } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { wireTime } from '../../wire.ts';

function voucherWire(a: ActivityRow, e: ActivityEntryRow) {
  return {
    entryID: e.entryId,
    activityID: a.fileId,
    activityTitle: a.title,
    name: e.name,
    registCode: e.registCode,
    createTime: wireTime(e.createdAt),
    /** 0 not yet used, 1 written off */
    status: e.usedAt ? 1 : 0,
    usedTime: e.usedAt ? wireTime(e.usedAt) : '',
    shopSite: e.usedShop ?? '',
  };
}

/**
 * `getActivityVoucher` (POST, member): the member's entry in the activity, its progress and voucher; an empty list
 * when not signed up. `participatorNum` _(ours)_ is the activity's entries as they are now, read past every cache,
 * so the page the member signed up on shows the count with their entry at once. Answered wherever the member asks
 * (the web too): a sign-up ends in its voucher (docs/native-bridge.md); 10201 is a deployment's choice, which the
 * pages still handle.
 */
export const getActivityVoucher = operation({
  name: 'getActivityVoucher',
  method: 'POST',
  access: 'member',
  input: z.object({ fileId: intParam('fileId', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const a = await ctx.activities.activity(input.fileId);
    if (!a) throw new PublisherError(404, STATUS.error, `活动 ${input.fileId} 不存在`);
    const entry = await ctx.activities.entryOf(a.fileId, caller.uid ?? 0);
    return {
      list: entry ? [{ ...voucherWire(a, entry), fields: entry.fields }] : [],
      participatorNum: a.entryCount,
    };
  },
});

const codeParam = z.string({ error: '缺少参数 registCode' }).regex(/^[A-Z0-9]{4,20}$/, '凭证码格式不正确');
const shopParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,40}$/, 'shopSite 格式不正确')
  .optional();

/**
 * `activityVerify` (POST, member): a merchant scans a voucher. `action` `check` shows it; `use` writes it off, once:
 * a second `use` answers the voucher with `usedNow` false and when it was used. Only a member the activity lists for
 * that shop (any of its shops when `shopSite` is empty) may do either; an unknown voucher, or one of another
 * activity, is 404.
 */
export const activityVerify = operation({
  name: 'activityVerify',
  method: 'POST',
  access: 'member',
  input: z.object({
    activityID: intParam('activityID', 1, MAX_ID),
    registCode: codeParam,
    shopSite: shopParam,
    action: z.enum(['check', 'use'], { error: 'action 只能是 check 或 use' }),
  }),
  async handle(ctx, input, caller) {
    const a = await ctx.activities.activity(input.activityID);
    const entry = a ? await ctx.activities.entryByCode(input.registCode) : undefined;
    if (!a || !entry || entry.fileId !== a.fileId) throw new PublisherError(404, STATUS.error, '凭证不存在');
    const shop = a.verifiers.find(
      (v) => v.uid === caller.uid && (!input.shopSite || v.shopSite === input.shopSite),
    );
    if (!shop) throw new PublisherError(403, STATUS.error, '您无权核销此凭证');
    if (input.action === 'check') return { ...voucherWire(a, entry), usedNow: false };
    const result = await ctx.activities.writeOff(entry.entryId, {
      uid: caller.uid ?? 0,
      shopSite: shop.shopSite,
    });
    if (!result) throw new PublisherError(404, STATUS.error, '凭证不存在');
    return { ...voucherWire(a, result.entry), usedNow: result.usedNow };
  },
});
