import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badInput } from '../../envelope.ts';
import { deviceParam, intParam, MAX_ID, withoutDirectionControls } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { inviterOf } from './codes.ts';
import { recordInvite } from './record.ts';

/** The outcome in amuc's own `{code, msg}` style (PUBLISHER_API §3.9 getUser answers `{code:"1011", msg}`). */
export const RECORD_RESULT = {
  recorded: { code: '1001', msg: '邀请码已记录' },
  unknown: { code: '1011', msg: '邀请码不存在' },
  used: { code: '1012', msg: '该设备已使用过邀请码' },
  own: { code: '1013', msg: '不能使用自己的邀请码' },
} as const;

const nobody = { nickname: '', head: '' };

/**
 * amuc `invitecode/codeImeiRecord` (`code&uid&imei&name&siteID`): the invite link opened on this device. The first
 * code a device records counts, once: the inviter earns the configured points in the same transaction. A code
 * nobody holds, a device that already took one, or a member's own code is refused with its reason. The device is
 * the one the publisher issued the caller's token to, never the `imei` the request names: a script rotating `imei`
 * on one token would otherwise earn its inviter points on every call.
 */
export const codeImeiRecord = operation({
  name: 'codeImeiRecord',
  method: 'GET',
  access: 'token',
  input: z.object({
    code: z.string({ error: '缺少参数 code' }).max(64, 'code 过长'),
    imei: deviceParam,
    uid: intParam('uid', 1, MAX_ID).optional(),
    name: z.string().max(40, 'name 过长').optional(),
  }),
  async handle(ctx, input, caller) {
    const device = caller.device;
    if (!device) throw badInput('记录邀请码需要匿名令牌或登录');
    const inviter = await inviterOf(ctx, input.code);
    if (inviter === null) return { ...RECORD_RESULT.unknown, member: nobody };
    // only the signed-in caller can say who was invited; a uid typed into the query is ignored otherwise
    const invitee = input.uid !== undefined && input.uid === caller.uid ? caller.uid : null;
    if (invitee === inviter) return { ...RECORD_RESULT.own, member: nobody };
    const [m] = await ctx.db.select().from(members).where(eq(members.uid, inviter)).limit(1);
    const member = { nickname: m?.nickname ?? '', head: picUrl(ctx.publicUrl, m?.headRef) };
    try {
      await recordInvite(ctx, {
        inviter,
        invitee,
        device,
        name:
          withoutDirectionControls(input.name ?? '')
            .replace(/[<>]/g, '')
            .trim() || '新用户',
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ...RECORD_RESULT.used, member };
      throw error;
    }
    return { ...RECORD_RESULT.recorded, member };
  },
});
