import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, liveDiscuss, lives, members } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { PAGE_SIZE } from '../lists/store.ts';

/**
 * A member's public page (userDetail; inferred, no deployment's answer is known): nickname and avatar only (never
 * the phone or the score), and what they said in public, newest first (`start`/`count`, PUBLISHER_API §2.5): today
 * their chat messages in lives (`sourceType` 1, `rootID` the live, `fileId` its list article). An unknown member is
 * the error envelope of lookups (status -1).
 */
export const memberView = operation({
  name: 'memberView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    start: optionalIntParam('start', 0, 10_000, 0),
    count: optionalIntParam('count', 1, 50, PAGE_SIZE),
  }),
  async handle(ctx, input) {
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, input.userID)).limit(1);
    if (!member) throw badInput('用户不存在');
    const said = await ctx.db
      .select({
        id: liveDiscuss.id,
        content: liveDiscuss.content,
        createdAt: liveDiscuss.createdAt,
        liveId: liveDiscuss.liveId,
        fileId: articles.fileId,
        title: articles.title,
      })
      .from(liveDiscuss)
      .innerJoin(lives, eq(lives.id, liveDiscuss.liveId))
      .innerJoin(articles, and(eq(articles.fileId, lives.fileId), eq(articles.status, 1)))
      .where(eq(liveDiscuss.uid, input.userID))
      .orderBy(desc(liveDiscuss.id))
      .limit(input.count)
      .offset(input.start);
    return {
      member: { userID: member.uid, nickname: member.nickname, head: picUrl(ctx.publicUrl, member.headRef) },
      list: said.map((s) => ({
        id: s.id,
        content: s.content,
        created: wireTime(s.createdAt),
        sourceType: 1,
        rootID: s.liveId,
        fileId: s.fileId,
        title: s.title,
      })),
    };
  },
});
