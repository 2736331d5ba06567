import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { COMMENT_STATUS, type CommentRow } from '../../db/schema/index.ts';
import { admit } from '../../moderation/admit.ts';
import type { ModerationDecision, ModerationItem } from '../../moderation/kinds.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { ownId } from '../subscription/member.ts';
import { isPublic, QUESTION_COMMENT_SOURCE, questionById, TOPIC_COMMENT_SOURCE, topicById } from '../ask/read.ts';
import { commentablePost, POST_SOURCE } from '../circle/read.ts';
import { INQUIRY_COMMENT_SOURCE, inquiryById, isPublicInquiry } from '../qa/read.ts';
import { COMMENT_REFUSED, refuseComment } from './refusals.ts';
import { commentSourceParam } from './source.ts';
import { discussSettings, type DiscussSettings } from './settings.ts';
import type { CommentSource } from './store.ts';
import { COMMENT_MAX_CHARS, normaliseComment } from './text.ts';
import { uploadedPictures } from './upload.ts';
import { commentPictureUrl, commentWire } from './wire.ts';

/** Comments per member: a person writing, even fast, stays well inside; a script does not. */
export const COMMENTS_PER_MINUTE = 6;
export const MAX_COMMENT_PICS = 9;

/**
 * What may be commented on: a published article open to comments, a live whose article is, an answered 问吧
 * question whose topic is open to comments, a topic itself so open, a public 问政 inquiry (accepted), or a public
 * post of a circle the member may read (circle/read.ts).
 */
async function commentable(ctx: PublisherContext, id: number, source: CommentSource, uid: number): Promise<void> {
  if (source === QUESTION_COMMENT_SOURCE) {
    const q = await questionById(ctx.db, id);
    if (!q || !isPublic(q)) throw refuseComment(COMMENT_REFUSED.target, '评论的问题不存在', 404);
    if ((await topicById(ctx.db, q.topicId))?.discussClosed)
      throw refuseComment(COMMENT_REFUSED.target, '该话题已关闭评论', 409);
    return;
  }
  if (source === POST_SOURCE) {
    if (!(await commentablePost(ctx.db, id, uid))) throw refuseComment(COMMENT_REFUSED.target, '帖子不存在', 404);
    return;
  }
  if (source === TOPIC_COMMENT_SOURCE) {
    const topic = await topicById(ctx.db, id);
    if (!topic) throw refuseComment(COMMENT_REFUSED.target, '评论的话题不存在', 404);
    if (topic.discussClosed) throw refuseComment(COMMENT_REFUSED.target, '该话题已关闭评论', 409);
    return;
  }
  if (source === INQUIRY_COMMENT_SOURCE) {
    const q = await inquiryById(ctx.db, id);
    if (!q || !isPublicInquiry(q)) throw refuseComment(COMMENT_REFUSED.target, '评论的问政不存在', 404);
    return;
  }
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

/** What the site's auditType (getConfig) makes of a comment: 2 closes comments; 0 and 1 are the area's mode. */
const commentMode = ({ auditType }: DiscussSettings): Pick<ModerationItem, 'mode' | 'areaMode'> =>
  auditType === 2 ? { mode: 'closed' } : { areaMode: auditType === 0 ? 'post' : 'pre' };

/** A refusal by the moderation pipeline as spec §8 says: the member (10204), comments closed (10204), the text (10202). */
function refusal(decision: ModerationDecision) {
  const [reason] = decision.reasons;
  if (reason === 'banned' || reason === 'suspended')
    return refuseComment(COMMENT_REFUSED.target, decision.message!, 403);
  if (reason === 'closed') return refuseComment(COMMENT_REFUSED.target, '评论功能已关闭', 409);
  return refuseComment(COMMENT_REFUSED.text, decision.message ?? '评论失败');
}

/**
 * `discuss` (POST, member; PUBLISHER_API §3.4 `rootID, content, userID, userName, sourceType, channel`, plus
 * `parentID` for a reply, `pics` (comma-separated ids of the member's finished picture uploads, from discussUpload or
 * the upload service's calls, at most 9) and `requestKey`, the client's key for this one comment). The text is plain
 * text (normaliseComment), 1–500 characters. The moderation pipeline decides (docs/moderation.md): a held comment
 * waits for review (`discussStatus` 0) and only its author sees it; a published one is public at once; refused ones
 * are told why (10202 the text, 10204 the member or comments closed). The same requestKey again answers the first
 * comment and posts nothing (a double tap, a retried request). Answers `{value:"true", discuss}` with the comment as
 * the lists send it.
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
    sourceType: commentSourceParam('sourceType'),
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
      if (earlier) return { value: 'true', discuss: commentWire(ctx, earlier) };
    }
    const settings = await discussSettings(ctx);
    await commentable(ctx, input.rootID, input.sourceType, uid);
    const parent = await replyTarget(ctx, input.parentID, input.rootID, input.sourceType);
    const pics = input.pics ? await uploadedPictures(ctx, uid, input.pics.split(',').map(Number)) : [];
    if (!pics) throw refuseComment(COMMENT_REFUSED.target, '图片已失效，请重新上传');
    const item = {
      kind: 'comment' as const,
      uid,
      content: normaliseComment(input.content),
      pics: pics.map((ref) => commentPictureUrl(ctx, ref)),
      maxChars: COMMENT_MAX_CHARS,
      noun: '评论',
      ...commentMode(settings),
    };
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusal(decision);
    if (!ctx.limiter.hit(`discuss:${uid}`, COMMENTS_PER_MINUTE, 60_000))
      throw refuseComment(COMMENT_REFUSED.tooFast, '评论太频繁，请稍后再试', 429);
    let row: CommentRow | undefined;
    const admitted = await admit(ctx, item, decision, async (publish, held) => {
      row = await ctx.comments.add({
        articleId: input.rootID,
        source: input.sourceType,
        parentId: parent?.id ?? 0,
        threadId: parent ? parent.threadId || parent.id : 0,
        uid,
        content: item.content,
        pics,
        official: 0,
        status: publish ? COMMENT_STATUS.approved : COMMENT_STATUS.pending,
        createdAt: ctx.clock.now(),
        requestKey: input.requestKey ?? null,
        held,
      });
      return row.id;
    });
    if (admitted.decision.outcome === 'refuse') throw refusal(admitted.decision);
    if (admitted.changedAfterSave) row = await ctx.comments.byId(admitted.id);
    // the same key raced in twice: the first one stands, and it answers
    return {
      value: 'true',
      discuss: commentWire(ctx, row!, parent && row!.parentId === parent.id ? parent : undefined),
    };
  },
});
