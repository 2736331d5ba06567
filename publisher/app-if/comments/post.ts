import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { COMMENT_STATUS, type CommentRow } from '../../db/schema/index.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { ownId } from '../subscription/member.ts';
import { COMMENT_REFUSED, refuseComment } from './refusals.ts';
import { discussSettings } from './settings.ts';
import type { CommentSource } from './store.ts';
import { charCount, COMMENT_MAX_CHARS, normaliseComment } from './text.ts';
import { commentWire } from './wire.ts';

/** Comments per member: a person writing, even fast, stays well inside; a script does not. */
export const COMMENTS_PER_MINUTE = 6;
export const MAX_COMMENT_PICS = 9;

/** What may be commented on: a published article open to comments, or a live whose article is. */
async function commentable(ctx: PublisherContext, id: number, source: CommentSource): Promise<void> {
  const article = source === 0 ? await ctx.articles.article(id) : (await ctx.live.live(id))?.article;
  if (!article || article.status !== 1) throw refuseComment(COMMENT_REFUSED.target, '评论的稿件不存在', 404);
  if (article.discussClosed === 1) throw refuseComment(COMMENT_REFUSED.target, '该稿件已关闭评论', 409);
}

/** A reply's place: the comment answered must be public and on the same article; its thread is that comment's. */
async function replyTarget(
  ctx: PublisherContext,
  parentId: number,
  rootId: number,
  source: CommentSource,
): Promise<CommentRow | undefined> {
  if (parentId === 0) return undefined;
  const parent = await ctx.comments.byId(parentId);
  if (
    !parent ||
    parent.status !== COMMENT_STATUS.approved ||
    parent.articleId !== rootId ||
    parent.source !== source
  )
    throw refuseComment(COMMENT_REFUSED.target, '回复的评论不存在或已删除', 404);
  return parent;
}

/**
 * `discuss` (POST, member; PUBLISHER_API §3.4 `rootID, content, userID, userName, sourceType, channel`, plus
 * `parentID` for a reply, `pics` (comma-separated upload ids from discussUpload, at most 9) and `requestKey`, the
 * client's key for this one comment). The text is plain text (normaliseComment), 1–500 characters. With the site's
 * auditType 1 the comment waits for review (`discussStatus` 0) and only its author sees it; with 0 it is public at
 * once; 2 closes comments. The same requestKey again answers the first comment and posts nothing (a double tap, a
 * retried request). Answers `{value:"true", discuss}` with the comment as the lists send it.
 */
export const discuss = operation({
  name: 'discuss',
  method: 'POST',
  access: 'member',
  // a comment far over the limit still reaches the check below and hears what is wrong with it
  bodyLimit: 512 * 1024,
  input: z.object({
    rootID: intParam('rootID', 1, MAX_ID),
    parentID: optionalIntParam('parentID', 0, MAX_ID, 0),
    sourceType: optionalIntParam('sourceType', 0, 1, 0).transform((s) => s as CommentSource),
    userID: intParam('userID', 1, MAX_ID),
    // longer than any comment, so the refusal below (with its code) says what is wrong
    content: z.string().max(50_000, '评论内容过长').optional().default(''),
    pics: z
      .string()
      .regex(/^(\d{1,10})(,\d{1,10}){0,8}$/, `图片最多${MAX_COMMENT_PICS}张`)
      .optional(),
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 格式不正确')
      .optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    if (input.requestKey) {
      const earlier = await ctx.comments.byRequestKey(uid, input.requestKey);
      if (earlier) return { value: 'true', discuss: commentWire(ctx.publicUrl, earlier) };
    }
    const content = normaliseComment(input.content);
    if (!content) throw refuseComment(COMMENT_REFUSED.text, '请输入内容');
    if (charCount(content) > COMMENT_MAX_CHARS)
      throw refuseComment(COMMENT_REFUSED.text, `评论不能超过${COMMENT_MAX_CHARS}字`);
    const settings = await discussSettings(ctx);
    if (settings.auditType === 2) throw refuseComment(COMMENT_REFUSED.target, '评论功能已关闭', 409);
    await commentable(ctx, input.rootID, input.sourceType);
    const parent = await replyTarget(ctx, input.parentID, input.rootID, input.sourceType);
    const pics = input.pics ? await ctx.comments.ownedPictures(uid, input.pics.split(',').map(Number)) : [];
    if (!pics) throw refuseComment(COMMENT_REFUSED.target, '图片已失效，请重新上传');
    if (!ctx.limiter.hit(`discuss:${uid}`, COMMENTS_PER_MINUTE, 60_000))
      throw refuseComment(COMMENT_REFUSED.tooFast, '评论太频繁，请稍后再试', 429);
    const row = await ctx.comments.add({
      articleId: input.rootID,
      source: input.sourceType,
      parentId: parent?.id ?? 0,
      threadId: parent ? parent.threadId || parent.id : 0,
      uid,
      content,
      pics,
      official: 0,
      status: settings.auditType === 0 ? COMMENT_STATUS.approved : COMMENT_STATUS.pending,
      createdAt: ctx.clock.now(),
      requestKey: input.requestKey ?? null,
    });
    // the same key raced in twice: the first one stands, and it answers
    return {
      value: 'true',
      discuss: commentWire(ctx.publicUrl, row, parent && row.parentId === parent.id ? parent : undefined),
    };
  },
});
