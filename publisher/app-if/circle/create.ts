import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { circlePosts, POST_STATUS, type PostAttachment } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { admit } from '../../moderation/admit.ts';
import { fileCases } from '../../moderation/cases.ts';
import type { ModerationDecision } from '../../moderation/kinds.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { WIRE_TYPE } from '../../uploads/kinds.ts';
import { sentFiles } from '../../uploads/sent-files.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { normaliseComment } from '../comments/text.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { postsFor } from './posts.ts';
import { circleById, mayPost, membershipOf, postById } from './read.ts';
import { movePost } from './status.ts';
import { fileUrl } from './wire.ts';

export const POST_MAX_CHARS = 2000;
export const MAX_POST_PICS = 9;
/** Posts per member and hour: a keen member stays well inside; a script does not. */
const POSTS_PER_HOUR = 30;

/** The attachments the post asks for: the member's own finished uploads, pictures or one video; else 400. */
async function attachmentsOf(
  ctx: PublisherContext,
  uid: number,
  pics: number[],
  video: number | undefined,
): Promise<PostAttachment[]> {
  if (pics.length > 0 && video !== undefined) throw badInput('图片和视频只能选一种');
  const ids = video === undefined ? pics : [video];
  if (ids.length === 0) return [];
  const wanted = video === undefined ? WIRE_TYPE.picture : WIRE_TYPE.video;
  const files = await sentFiles(ctx, uid, ids);
  if (!files || files.some((f) => f.kind !== wanted))
    throw badInput(video === undefined ? '图片已失效，请重新上传' : '视频已失效，请重新上传');
  return files.map((f) =>
    video === undefined
      ? { type: 1, key: f.key }
      : {
          type: 2,
          key: f.key,
          ...(f.posterKey ? { posterKey: f.posterKey } : {}),
          duration: Math.round((f.durationMs ?? 0) / 1000),
        },
  );
}

function refusal(decision: ModerationDecision) {
  if (decision.reasons[0] === 'closed') return new PublisherError(409, STATUS.error, '该圈子已关闭发帖');
  return refusalOf(decision, '发帖失败');
}

/**
 * `circlePost` (POST; spec §7 "circle create-post": `circleID, userID, content`, `pics` the ids of the member's
 * finished picture uploads (comma-separated, at most 9) or `video` one video upload's id, `requestKey` the client's
 * key for this one post). Members who may post in the circle only (403 otherwise: join first, or only keepers post).
 * The text is plain, 1–2000 characters, and goes through the moderation pipeline with its pictures (kind `post`;
 * the circle's `auditMode` pre holds every post, else the site's mode). Answers `{value:"true", post}`, with
 * `postStatus` 0 when held. The same requestKey again answers the first post.
 */
export const circlePost = operation({
  name: 'circlePost',
  method: 'POST',
  access: 'member',
  bodyLimit: 128 * 1024,
  input: z.object({
    circleID: intParam('circleID', 1, MAX_ID),
    userID: userIdParam,
    content: z.string().max(20_000, '内容过长').optional().default(''),
    pics: z
      .string()
      .regex(/^(\d{1,10})(,\d{1,10}){0,8}$/, `图片最多${MAX_POST_PICS}张`)
      .optional(),
    video: intParam('video', 1, MAX_ID).optional(),
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 格式不正确')
      .optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    if (input.requestKey) {
      const [earlier] = await ctx.db
        .select({ postId: circlePosts.postId })
        .from(circlePosts)
        .where(and(eq(circlePosts.uid, uid), eq(circlePosts.requestKey, input.requestKey)))
        .limit(1);
      if (earlier) return answer(ctx, earlier.postId, uid);
    }
    const circle = await circleById(ctx.db, input.circleID);
    if (!circle) throw new PublisherError(404, STATUS.error, '圈子不存在');
    if (circle.closed === 1) throw new PublisherError(409, STATUS.error, '该圈子已关闭');
    const membership = await membershipOf(ctx.db, circle.circleId, uid);
    if (!mayPost(circle, membership))
      throw new PublisherError(
        403,
        STATUS.error,
        membership?.state === 'joined' ? '该圈子仅圈主可以发帖' : '加入圈子后才能发帖',
      );
    const pics = input.pics ? input.pics.split(',').map(Number) : [];
    const attachments = await attachmentsOf(ctx, uid, pics, input.video);
    const item = {
      kind: 'post' as const,
      uid,
      content: normaliseComment(input.content),
      pics: attachments.map((a) => fileUrl(ctx, a.key)),
      maxChars: POST_MAX_CHARS,
      noun: '帖子',
      ...(circle.auditMode === 'pre' ? { mode: 'pre' as const } : { areaMode: 'post' as const }),
    };
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusal(decision);
    if (!ctx.limiter.hit(`circlePost:${uid}`, POSTS_PER_HOUR, 3_600_000))
      throw new PublisherError(429, STATUS.error, '发帖太频繁，请稍后再试');
    const admitted = await admit(ctx, item, decision, async (publish, held) => {
      const id = await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .insert(circlePosts)
          .values({
            circleId: circle.circleId,
            uid,
            content: item.content,
            attachments,
            status: POST_STATUS.pending,
            pinned: 0,
            countPraise: 0,
            requestKey: input.requestKey ?? null,
            createdAt: ctx.clock.now(),
          })
          .returning({ postId: circlePosts.postId });
        if (publish) await movePost(tx, row!.postId, POST_STATUS.public);
        if (held) await fileCases(tx, [{ ...held, itemId: row!.postId, createdAt: ctx.clock.now() }]);
        return row!.postId;
      });
      return id;
    });
    if (admitted.decision.outcome === 'refuse') throw refusal(admitted.decision);
    ctx.changes.notify();
    return answer(ctx, admitted.id, uid);
  },
});

async function answer(ctx: PublisherContext, postId: number, uid: number) {
  const [post] = await postsFor(ctx, [(await postById(ctx.db, postId))!], uid);
  return { value: 'true', post };
}
