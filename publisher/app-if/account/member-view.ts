import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { operation } from '../../context.ts';
import {
  articles,
  COMMENT_STATUS,
  comments,
  LIVE_DISCUSS_STATUS,
  liveDiscuss,
  lives,
  members,
} from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { PAGE_SIZE } from '../lists/store.ts';

/**
 * A member's public page (userDetail; inferred, no deployment's answer is known): nickname and avatar only (never
 * the phone or the score), and what they said in public, newest first (`start`/`count`, PUBLISHER_API §2.5): today
 * their approved article comments (`sourceType` 0, `rootID` the article) and their public chat messages in lives
 * (`sourceType` 1, `rootID` the live, `fileId` its list article; never one held or rejected by moderation), on
 * published articles only (`columnID` the article's column, for its address). An unknown member is the error
 * envelope of lookups (status -1); a deleted one says `cancelled: 1` and nothing else.
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
    // a deleted account (cancel) shows nothing of itself any more, only that it was closed
    if (member.cancelledAt !== null)
      return { member: { userID: member.uid, nickname: member.nickname, head: '', cancelled: 1 }, list: [] };
    const chat = ctx.db
      .select({
        id: liveDiscuss.id,
        content: liveDiscuss.content,
        createdAt: liveDiscuss.createdAt,
        sourceType: sql<number>`1`.as('source_type'),
        rootID: liveDiscuss.liveId,
        fileId: articles.fileId,
        columnID: articles.columnId,
        title: articles.title,
      })
      .from(liveDiscuss)
      .innerJoin(lives, eq(lives.id, liveDiscuss.liveId))
      .innerJoin(articles, and(eq(articles.fileId, lives.fileId), eq(articles.status, 1)))
      // a held or rejected message was never shown in the live: not here either
      .where(and(eq(liveDiscuss.uid, input.userID), eq(liveDiscuss.status, LIVE_DISCUSS_STATUS.public)));
    const articleComments = ctx.db
      .select({
        id: comments.id,
        content: comments.content,
        createdAt: comments.createdAt,
        sourceType: sql<number>`0`.as('source_type'),
        rootID: comments.articleId,
        fileId: articles.fileId,
        columnID: articles.columnId,
        title: articles.title,
      })
      .from(comments)
      .innerJoin(articles, and(eq(articles.fileId, comments.articleId), eq(articles.status, 1)))
      .where(
        and(
          eq(comments.uid, input.userID),
          eq(comments.source, 0),
          eq(comments.status, COMMENT_STATUS.approved),
        ),
      );
    const said = await unionAll(chat, articleComments)
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(input.count)
      .offset(input.start);
    return {
      member: {
        userID: member.uid,
        nickname: member.nickname,
        head: picUrl(ctx.publicUrl, member.headRef),
        cancelled: 0,
      },
      list: said.map((s) => ({
        id: s.id,
        content: s.content,
        created: wireTime(s.createdAt),
        sourceType: Number(s.sourceType),
        rootID: s.rootID,
        fileId: s.fileId,
        columnID: s.columnID,
        title: s.title,
      })),
    };
  },
});
