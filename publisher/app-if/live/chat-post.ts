import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { LIVE_DISCUSS_STATUS, members } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { admit } from '../../moderation/admit.ts';
import type { ModerationDecision } from '../../moderation/kinds.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
// a live's chat follows the spec's comment rules (§5): the same limit and the same cleaning
import { COMMENT_MAX_CHARS, normaliseComment } from '../comments/text.ts';
import { liveDiscussMessage } from './wire.ts';

/** Messages per member and live: a conversation's pace, not a flood. */
const CHAT_LIMIT = { messages: 5, windowMs: 10_000 };

/** A refusal by the moderation pipeline in the chat's own words and statuses. */
function refusal(decision: ModerationDecision) {
  if (decision.reasons[0] === 'closed') return new PublisherError(403, STATUS.error, '本场直播已关闭评论');
  return refusalOf(decision, '发言失败');
}

/**
 * `liveDiscuss` (POST `id, content, userID`): a member's chat message in a live (live_discuss), with the spec's comment
 * rules (§5): content needed (请输入内容), at most 500 characters, plain text; an unknown live is refused. The
 * moderation pipeline decides (docs/moderation.md): chat is published at once unless the newsroom set pre moderation
 * site-wide, a rule holds it or the live's chat is closed (refused). Answers the message as the socket pushes it to
 * every reader of the live, with `discussStatus` (1 public; 0 held: only its author sees it, nothing is pushed).
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
    const live = await ctx.live.live(input.id);
    if (!live) throw new PublisherError(404, STATUS.error, '直播不存在');
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, uid)).limit(1);
    if (!member) throw new PublisherError(200, STATUS.memberExpired, '用户不存在，请重新登录');
    const item = {
      kind: 'chat' as const,
      uid,
      content: normaliseComment(input.content),
      pics: [],
      maxChars: COMMENT_MAX_CHARS,
      noun: '评论',
      ...(live.article.discussClosed === 1 ? { mode: 'closed' as const } : { areaMode: 'post' as const }),
    };
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusal(decision);
    if (!ctx.limiter.hit(`chat:${uid}:${input.id}`, CHAT_LIMIT.messages, CHAT_LIMIT.windowMs))
      throw new PublisherError(429, STATUS.error, '发言过于频繁，请稍后再试');
    const admitted = await admit(ctx, item, decision, (publish, held) =>
      ctx.live.addDiscuss(input.id, { uid, nickname: member.nickname, content: item.content }, publish, held),
    );
    if (admitted.decision.outcome === 'refuse') throw refusal(admitted.decision);
    ctx.changes.notify();
    const message = await ctx.live.discussMessage(admitted.id);
    return {
      ...liveDiscussMessage(message!),
      discussStatus: message!.status === LIVE_DISCUSS_STATUS.public ? 1 : 0,
    };
  },
});
