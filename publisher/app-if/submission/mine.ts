import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import type { SubmissionRow } from '../../db/schema/index.ts';
import { rejectionReasons } from '../../moderation/cases.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { callById, submissionById, submissionsOf } from './store.ts';
import { submissionWire } from './wire.ts';

async function wired(ctx: PublisherContext, rows: SubmissionRow[]) {
  const reasons = await rejectionReasons(
    ctx.db,
    'submission',
    rows.filter((r) => r.review === 'rejected').map((r) => r.id),
  );
  const callIds = [...new Set(rows.map((r) => r.callId))];
  const callsById = new Map(
    await Promise.all(callIds.map(async (id) => [id, await callById(ctx.db, id)] as const)),
  );
  return Promise.all(
    rows.map(async (s) => {
      const article = s.articleId === null ? undefined : await ctx.articles.article(s.articleId);
      return submissionWire(ctx, s, callsById.get(s.callId), reasons.get(s.id) ?? '', article?.columnId ?? 0);
    }),
  );
}

/** `myInputArticles?userID&callID?` (member; 我的投稿): the member's submissions, to one call or all, newest first. */
export const myInputArticles = operation({
  name: 'myInputArticles',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, callID: intParam('callID', 1, MAX_ID).optional() }),
  async handle(ctx, input, caller) {
    const rows = await submissionsOf(ctx.db, ownId(input, caller), input.callID);
    return { list: await wired(ctx, rows) };
  },
});

/** `inputArticleContent?id&userID` (member): one of the member's submissions; anyone else's is `"empty"`. */
export const inputArticleContent = operation({
  name: 'inputArticleContent',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const s = await submissionById(ctx.db, input.id);
    if (!s || s.uid !== uid) return 'empty';
    return (await wired(ctx, [s]))[0]!;
  },
});
