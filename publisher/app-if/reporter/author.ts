import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, askTopics, reporters } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { articlePage } from '../lists/article-page.ts';
import { PAGE_SIZE } from '../lists/store.ts';
import { fanCount, FOLLOW_KIND } from '../subscription/accounts.ts';

/** The published articles a reporter signed (their id in the byline's reporterIds). */
const signedBy = (id: number) =>
  and(eq(articles.status, 1), sql`${articles.reporterIds} @> ${JSON.stringify([id])}::jsonb`);

/**
 * The reporter card (spec §2: ask a question, all articles, post count, fan count). `subjectID` _(ours)_: the newest
 * 问吧 topic they answer that takes questions (0 none), where the card's 提问 opens the ask box.
 */
export const authorInfo = operation({
  name: 'authorInfo',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    const [reporter] = await ctx.db.select().from(reporters).where(eq(reporters.id, input.id)).limit(1);
    if (!reporter) throw badInput(`记者 ${input.id} 不存在`);
    const [[posts], fans, [topic]] = await Promise.all([
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(signedBy(input.id)),
      fanCount(ctx.db, FOLLOW_KIND.reporter, input.id),
      ctx.db
        .select({ id: askTopics.topicId })
        .from(askTopics)
        .where(and(eq(askTopics.answererId, input.id), eq(askTopics.questionClosed, 0)))
        .orderBy(desc(askTopics.createdAt), desc(askTopics.topicId))
        .limit(1),
    ]);
    return {
      id: reporter.id,
      name: reporter.name,
      url: picUrl(ctx.publicUrl, reporter.photoRef),
      duty: reporter.duty,
      description: reporter.description,
      articleCount: Number(posts?.n ?? 0),
      fans,
      subjectID: topic?.id ?? 0,
    };
  },
});

/** A reporter's articles, newest first, 20 a page. */
export const reporterArticles = operation({
  name: 'reporterArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID), page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  handle: (ctx, input, caller) =>
    articlePage(ctx, caller, signedBy(input.id), { offset: input.page * PAGE_SIZE }),
});
