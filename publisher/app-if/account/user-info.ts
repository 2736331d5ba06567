import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { memberWire } from './member-wire.ts';

export const getUserInfo = operation({
  name: 'getUserInfo',
  method: 'GET',
  access: 'member',
  input: z.object({ uid: intParam('uid', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    // A member reads only their own record.
    if (input.uid !== caller.uid) throw new PublisherError(403, STATUS.error, '无权查看该用户信息');
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, input.uid)).limit(1);
    if (!member) throw new PublisherError(200, STATUS.memberExpired, '用户不存在，请重新登录');
    return memberWire(ctx.publicUrl, member);
  },
});
