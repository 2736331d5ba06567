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
    const id = await ctx.live.addDiscuss(
      input.liveId,
      { uid: member.uid, nickname: member.nickname, content: input.content },
      true,
    );
    ctx.changes.notify();
    return { id };
  },
});

/**
 * `POST /app_if/test/memory` `{}` → `{heldKB, rssKB, collected}`: what this process holds after a full garbage
 * collection (V8's heap in use and the memory outside it that its objects keep, such as socket buffers), and its
 * resident size; `collected` is false when it runs without `--expose-gc`, as outside the bench. The live bench's
 * memory per reader: read from outside, garbage left by earlier phases made it negative, and the resident size
 * reuses freed pages, so it is no measure of what readers hold.
 */
export const readMemory = testHook({
  name: 'memory',
  input: z.object({}),
  async handle() {
    const gc = (globalThis as { gc?: () => void }).gc;
    // memory outside the heap (Buffers) is given back by callbacks after the collection: a second one after them
    gc?.();
    await new Promise(setImmediate);
    gc?.();
    const { heapUsed, external, rss } = process.memoryUsage();
    return {
      heldKB: Math.round((heapUsed + external) / 1024),
      rssKB: Math.round(rss / 1024),
      collected: Boolean(gc),
    };
  },
});

export const liveTestHooks = [createLiveChat, readMemory];
