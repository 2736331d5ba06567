import { z } from 'zod';
import { COMMENT_STATUS } from '../../db/schema/index.ts';
import { decideItem } from '../../moderation/decisions.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/**
 * `POST /app_if/test/comment` `{articleId, source?, content?, userName?, uid?, parentId?, pending?, official?, praise?,
 * replies?}` → `{id, replyIds}`: a comment on an article (source 0, the default), a live (1: `articleId` is the live's
 * id) or a circle post (6) (public unless `pending`), as a reply when `parentId` names
 * one, liked `praise` times, with `replies` public replies of its own (newest last made).
 */
export const createComment = testHook({
  name: 'comment',
  input: z.object({
    articleId: intField('articleId', 1, MAX_ID),
    source: z.union([z.literal(0), z.literal(1), z.literal(6)]).optional(),
    content: nameField('content', 2_000).optional(),
    userName: nameField('userName', 40).optional(),
    uid: intField('uid', 0, MAX_ID).optional(),
    parentId: intField('parentId', 0, MAX_ID).optional(),
    pending: z.boolean().optional(),
    official: z.boolean().optional(),
    praise: intField('praise', 0, 1_000_000).optional(),
    replies: intField('replies', 0, 60).optional(),
  }),
  async handle(ctx, input) {
    const parent = input.parentId ? await ctx.comments.byId(input.parentId) : undefined;
    if (input.parentId && !parent) throw new Error(`no comment ${input.parentId}`);
    const now = ctx.clock.now();
    const base = {
      articleId: input.articleId,
      source: input.source ?? 0,
      pics: [],
      requestKey: null,
      createdAt: now,
    };
    const row = await ctx.comments.add({
      ...base,
      parentId: parent?.id ?? 0,
      threadId: parent ? parent.threadId || parent.id : 0,
      uid: input.official ? 0 : (input.uid ?? 0),
      userName: input.userName ?? (input.official ? '青岚日报' : '测试网友'),
      content: input.content ?? '测试评论',
      official: input.official ? 1 : 0,
      status: input.pending ? COMMENT_STATUS.pending : COMMENT_STATUS.approved,
    });
    if (input.praise) await ctx.comments.setPraise(row.id, input.praise);
    const replyIds: number[] = [];
    for (let n = 1; n <= (input.replies ?? 0); n += 1) {
      const reply = await ctx.comments.add({
        ...base,
        createdAt: now + n,
        parentId: row.id,
        threadId: row.id,
        uid: 0,
        userName: `回复网友${n}`,
        content: `第${n}条回复`,
        official: 0,
        status: COMMENT_STATUS.approved,
      });
      replyIds.push(reply.id);
    }
    ctx.changes.notify();
    return { id: row.id, replyIds };
  },
});

/** `POST /app_if/test/approveComment` `{id}` → `{id}`: the newsroom approves a comment waiting for review. */
export const approveComment = testHook({
  name: 'approveComment',
  input: z.object({ id: intField('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    if ((await decideItem(ctx, 'comment', input.id, 'approve', null)) !== 'done')
      throw new Error(`no comment ${input.id}`);
    return { id: input.id };
  },
});

export const commentsTestHooks = [createComment, approveComment];
