import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { lives, members } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/**
 * `POST /app_if/test/liveChat` `{liveId, uid, content}` → `{id}`: a chat message (live_discuss) by a member in a live,
 * pushed to the live's readers like any other.
 */
export const createLiveChat = testHook({
  name: 'liveChat',
  input: z.object({
    liveId: intField('liveId', 1, MAX_ID),
    uid: intField('uid', 1, MAX_ID),
    content: nameField('content', 500),
  }),
  async handle(ctx, input) {
    const [room] = await ctx.db.select().from(lives).where(eq(lives.id, input.liveId)).limit(1);
    if (!room) throw badInput(`直播 ${input.liveId} 不存在`);
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, input.uid)).limit(1);
    if (!member) throw badInput(`用户 ${input.uid} 不存在`);
    const id = await ctx.live.addDiscuss(input.liveId, {
      uid: member.uid,
      nickname: member.nickname,
      content: input.content,
    });
    ctx.changes.notify();
    return { id };
  },
});

export const liveTestHooks = [createLiveChat];
