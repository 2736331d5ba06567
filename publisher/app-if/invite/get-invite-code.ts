import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { inviteCodeOf } from './codes.ts';
import { ownMember } from './own-member.ts';

/** amuc `invitecode/getInviteCode` (`uid&siteID`): the member's code, the line to share it with, and who they are. */
export const getInviteCode = operation({
  name: 'getInviteCode',
  method: 'GET',
  access: 'member',
  input: z.object({ uid: intParam('uid', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const uid = ownMember(input.uid, caller);
    const code = await inviteCodeOf(ctx, uid);
    const [m] = await ctx.db.select().from(members).where(eq(members.uid, uid)).limit(1);
    return {
      code,
      msg: '下载客户端并填写我的邀请码，一起读新闻、赚积分',
      member: { uid: String(uid), nickname: m?.nickname ?? '', head: picUrl(ctx.publicUrl, m?.headRef) },
    };
  },
});
