import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
// a live's chat follows the spec's comment rules (§5): the same limit and the same cleaning
import { charCount, COMMENT_MAX_CHARS, normaliseComment } from '../comments/text.ts';
import { liveDiscussMessage } from './wire.ts';

/** Messages per member and live: a conversation's pace, not a flood. */
const CHAT_LIMIT = { messages: 5, windowMs: 10_000 };

/**
 * `liveDiscuss` (POST `id, content, userID`): a member's chat message in a live (live_discuss), with the spec's comment
 * rules (§5): content needed (请输入内容), at most 500 characters, plain text; a closed chat or an unknown live is
 * refused. Answers the message as the socket pushes it to every reader of the live.
 */
export const liveDiscussPost = operation({
  name: 'liveDiscuss',
  method: 'POST',
  access: 'member',
  input: z.object({
    id: intParam('id', 1, MAX_ID),
    userID: userIdParam,
    content: z.string({ error: '请输入内容' }).max(4_000, `评论不能超过${COMMENT_MAX_CHARS}字`),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const content = normaliseComment(input.content);
    if (content === '') throw badInput('请输入内容');
    if (charCount(content) > COMMENT_MAX_CHARS) throw badInput(`评论不能超过${COMMENT_MAX_CHARS}字`);
    const live = await ctx.live.live(input.id);
    if (!live) throw new PublisherError(404, STATUS.error, '直播不存在');
    if (live.article.discussClosed === 1) throw new PublisherError(403, STATUS.error, '本场直播已关闭评论');
    if (!ctx.limiter.hit(`chat:${uid}:${input.id}`, CHAT_LIMIT.messages, CHAT_LIMIT.windowMs))
      throw new PublisherError(429, STATUS.error, '发言过于频繁，请稍后再试');
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, uid)).limit(1);
    if (!member) throw new PublisherError(200, STATUS.memberExpired, '用户不存在，请重新登录');
    const id = await ctx.live.addDiscuss(input.id, { uid, nickname: member.nickname, content });
    ctx.changes.notify();
    const message = await ctx.live.discussMessage(id);
    return liveDiscussMessage(message!);
  },
});
