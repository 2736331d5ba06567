import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { callById, submissionById, submissionsTo } from '../app-if/submission/store.ts';
import type { PublisherContext } from '../context.ts';
import { nextId } from '../db/next-id.ts';
import { calls, submissions, type SubmissionRow } from '../db/schema/index.ts';
import { rejectionReasons } from '../moderation/cases.ts';
import { ID_RANGES } from '../seed/areas.ts';
import { sentFileWire } from '../uploads/sent-files.ts';
import { csvDocument } from './csv.ts';
import { html, pathId, pictureRef, storedPictures, text, time } from './fields.ts';
import { EditorError, EditorFile, editorRoute } from './route.ts';

const iso = (ms: number | null) => (ms ? new Date(ms).toISOString() : '');

const newCall = z
  .object({
    title: text('title', 100, 1),
    organizer: text('organizer', 100, 1),
    rules: z
      .string({ error: 'rules is text' })
      .trim()
      .max(5_000, 'rules is too long (at most 5000)')
      .default(''),
    content: html('content').default(''),
    cover: pictureRef('cover').optional(),
    startTime: time('startTime'),
    endTime: time('endTime'),
  })
  .refine((v) => v.startTime < v.endTime, { message: 'endTime is before startTime' });

async function callAt(ctx: PublisherContext, params: Record<string, string>) {
  const call = await callById(ctx.db, pathId(params, 'call'));
  if (!call) throw new EditorError(404, 'no such call');
  return call;
}

/** A submission as the newsroom reads it: the contact and the member too. */
function queued(ctx: PublisherContext, s: SubmissionRow, moderationReason = '') {
  return {
    id: s.id,
    callId: s.callId,
    uid: s.uid,
    title: s.title,
    content: s.content,
    authorName: s.authorName,
    contactNo: s.contactNo,
    files: s.files.map((f) => sentFileWire(ctx.uploads.store, f)),
    review: s.review,
    moderationReason,
    state: s.state,
    reason: s.reason,
    articleId: s.articleId,
    createdAt: iso(s.createdAt),
    reviewedAt: iso(s.reviewedAt),
  };
}

const review = z
  .object({
    decision: z.enum(['pass', 'fail', 'adopt'], { error: 'decision is pass, fail or adopt' }),
    reason: text('reason', 500).default(''),
    articleId: z.number({ error: 'articleId is the published article' }).int().positive().optional(),
  })
  .refine((v) => v.decision !== 'fail' || v.reason, { message: 'a failed submission needs its reason' })
  .refine((v) => v.decision !== 'adopt' || v.articleId, {
    message: 'an adopted submission needs its articleId',
  });

const STATE_OF = { pass: 'passed', fail: 'failed', adopt: 'adopted' } as const;

/**
 * Calls for submissions and their submissions (docs/editor-api.md, "Calls for submissions"): create a call, close
 * it, read its submissions, review one (passed, failed with a reason, adopted with the article), export as CSV.
 */
export const callRoutes = [
  editorRoute({
    method: 'POST',
    path: 'calls',
    status: 201,
    input: newCall,
    async handle(ctx, input) {
      await storedPictures(ctx, [input.cover]);
      const callId = await nextId(ctx.db, calls.callId, ID_RANGES.submission.callId.first);
      await ctx.db.insert(calls).values({
        callId,
        siteId: 1,
        title: input.title,
        organizer: input.organizer,
        rules: input.rules,
        content: input.content,
        coverRef: input.cover ?? null,
        startAt: input.startTime,
        endAt: input.endTime,
        createdAt: ctx.clock.now(),
      });
      ctx.changes.notify();
      return { id: callId };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'calls/:id/close',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const call = await callAt(ctx, params);
      const closedAt = call.closedAt ?? ctx.clock.now();
      await ctx.db.update(calls).set({ closedAt }).where(eq(calls.callId, call.callId));
      ctx.changes.notify();
      return { id: call.callId, closedAt: iso(closedAt) };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'calls/:id/submissions',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const rows = await submissionsTo(ctx.db, (await callAt(ctx, params)).callId);
      const reasons = await rejectionReasons(
        ctx.db,
        'submission',
        rows.filter((r) => r.review === 'rejected').map((r) => r.id),
      );
      return { list: rows.map((s) => queued(ctx, s, reasons.get(s.id))) };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'calls/:id/submissions.csv',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const call = await callAt(ctx, params);
      const rows = await submissionsTo(ctx.db, call.callId);
      const lines = rows.map((s) => [
        s.id,
        s.uid,
        s.authorName,
        s.contactNo,
        s.title,
        s.content,
        s.files.map((f) => sentFileWire(ctx.uploads.store, f).url).join(' '),
        s.review,
        s.state,
        s.reason,
        s.articleId ?? '',
        iso(s.createdAt),
        iso(s.reviewedAt),
      ]);
      return new EditorFile(
        'text/csv; charset=utf-8',
        `call-${call.callId}-submissions.csv`,
        csvDocument([
          [
            '投稿ID',
            '会员ID',
            '作者署名',
            '联系电话',
            '标题',
            '正文',
            '附件',
            '内容审核',
            '状态',
            '未通过原因',
            '采用稿件',
            '投稿时间',
            '审核时间',
          ],
          ...lines,
        ]),
      );
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'submissions/:id/review',
    input: review,
    async handle(ctx, input, params) {
      const s = await submissionById(ctx.db, pathId(params, 'submission'));
      if (!s) throw new EditorError(404, 'no such submission');
      if (s.review !== 'clear')
        throw new EditorError(
          409,
          `the submission is ${s.review === 'held' ? 'held for review' : 'rejected'} by moderation`,
        );
      if (input.articleId) {
        const article = await ctx.articles.article(input.articleId);
        if (!article || article.status !== 1)
          throw new EditorError(400, `no published article ${input.articleId}`);
      }
      const [row] = await ctx.db
        .update(submissions)
        .set({
          state: STATE_OF[input.decision],
          reason: input.decision === 'fail' ? input.reason : '',
          articleId: input.decision === 'adopt' ? input.articleId! : null,
          reviewedAt: ctx.clock.now(),
        })
        .where(eq(submissions.id, s.id))
        .returning();
      return queued(ctx, row!);
    },
  }),
];
