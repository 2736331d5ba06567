import { z } from 'zod';
import { COMMENT_STATUS, type CommentRow, type CommentStatus } from '../db/schema/index.ts';
import type { PublisherContext } from '../context.ts';
import { discussSettings } from '../app-if/comments/settings.ts';
import { charCount, COMMENT_MAX_CHARS, normaliseComment } from '../app-if/comments/text.ts';
import { commentPictureUrl } from '../app-if/comments/wire.ts';
import { decideItem, type Verdict } from '../moderation/decisions.ts';
import { EditorError, editorRoute } from './route.ts';

const STATUS_NAMES = ['pending', 'approved', 'rejected', 'deleted'] as const;

function commentId(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? '') || id <= 0 || id > 2_147_483_647)
    throw new EditorError(404, 'no such comment');
  return id;
}

async function existing(ctx: PublisherContext, params: Record<string, string>): Promise<CommentRow> {
  const comment = await ctx.comments.byId(commentId(params));
  if (!comment) throw new EditorError(404, 'no such comment');
  return comment;
}

/** A comment as the newsroom's tools see it. */
function forEditor(ctx: PublisherContext, c: CommentRow) {
  return {
    id: c.id,
    articleId: c.articleId,
    source: c.source,
    parentId: c.parentId,
    uid: c.uid,
    userName: c.userName,
    content: c.content,
    pics: c.pics.map((ref) => commentPictureUrl(ctx, ref)),
    official: c.official === 1,
    status: STATUS_NAMES[c.status],
    createdAt: new Date(c.createdAt).toISOString(),
  };
}

/**
 * Approve or reject, as the moderation pipeline decides any item (its case closed too): a deleted comment stays
 * deleted (409); the counts follow in the same transaction.
 */
function decide(verdict: Verdict) {
  return editorRoute({
    method: 'POST',
    path: `comments/:id/${verdict}`,
    input: z.object({}),
    async handle(ctx, _input, params) {
      const id = commentId(params);
      const answer = await decideItem(ctx, 'comment', id, verdict, null);
      if (answer === 'gone') throw new EditorError(409, 'the comment was deleted by its author');
      if (answer !== 'done') throw new EditorError(404, 'no such comment');
      return { id, status: verdict === 'approve' ? 'approved' : 'rejected' };
    },
  });
}

/**
 * The newsroom moderates comments (docs/editor-api.md "Comments"): the queue, approve, reject, and an official reply.
 */
export const commentRoutes = [
  editorRoute({
    method: 'GET',
    path: 'comments',
    input: z.object({
      status: z
        .enum(['pending', 'approved', 'rejected'], { error: 'status is pending, approved or rejected' })
        .default('pending'),
      limit: z.coerce.number({ error: 'limit is a number' }).int().min(1).max(200).default(100),
    }),
    async handle(ctx, input) {
      const status = STATUS_NAMES.indexOf(input.status) as CommentStatus;
      const rows = await ctx.comments.queue(status, input.limit);
      return { list: rows.map((c) => forEditor(ctx, c)) };
    },
  }),
  decide('approve'),
  decide('reject'),
  editorRoute({
    method: 'POST',
    path: 'comments/:id/replies',
    status: 201,
    input: z.object({
      content: z.string({ error: 'content is required' }).max(20_000, 'content is too long'),
    }),
    async handle(ctx, input, params) {
      const comment = await existing(ctx, params);
      if (comment.status !== COMMENT_STATUS.approved)
        throw new EditorError(409, 'only a public comment can be answered: approve it first');
      const content = normaliseComment(input.content);
      if (!content) throw new EditorError(400, 'content is empty');
      if (charCount(content) > COMMENT_MAX_CHARS)
        throw new EditorError(400, `content: at most ${COMMENT_MAX_CHARS} characters`);
      const { officialName } = await discussSettings(ctx);
      const reply = await ctx.comments.add({
        articleId: comment.articleId,
        source: comment.source as 0 | 1,
        parentId: comment.id,
        threadId: comment.threadId || comment.id,
        uid: 0,
        userName: officialName,
        content,
        pics: [],
        official: 1,
        status: COMMENT_STATUS.approved,
        createdAt: ctx.clock.now(),
        requestKey: null,
      });
      ctx.changes.notify();
      return { id: reply.id };
    },
  }),
];
