// A circle's keepers at work in the app (docs/circle.md, "Keepers"): the join requests, pinning and removing posts,
// notices. The same actions as the newsroom's editor API (keeping.ts), with the member's token; each checks that the
// member is a keeper of that very circle, so the circle a client names never widens what a keeper may do.
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { POST_STATUS } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { decideItem } from '../../moderation/decisions.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { intParam, MAX_ID, optionalIntParam, plainText } from '../../validation.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { normaliseComment } from '../comments/text.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { addNotice, decideJoin, joinRequests, pinPost } from './keeping.ts';
import { circleById, membershipOf, postById } from './read.ts';

const NOTICE_MAX_CHARS = 2000;

/** The circle, when the member keeps it; 404 for no circle, 403 for anyone else. */
async function keptCircle(ctx: PublisherContext, circleId: number, uid: number) {
  const circle = await circleById(ctx.db, circleId);
  if (!circle) throw new PublisherError(404, STATUS.error, '圈子不存在');
  const membership = await membershipOf(ctx.db, circleId, uid);
  if (membership?.role !== 'keeper' || membership.state !== 'joined')
    throw new PublisherError(403, STATUS.error, '只有圈主可以这样做');
  return circle;
}

/** The post, when the member keeps its circle (a deleted one is gone). */
async function keptPost(ctx: PublisherContext, postId: number, uid: number) {
  const row = await postById(ctx.db, postId);
  if (!row || row.post.status === POST_STATUS.deleted)
    throw new PublisherError(404, STATUS.error, '帖子不存在');
  await keptCircle(ctx, row.post.circleId, uid);
  return row.post;
}

/** `circleKeeperRequests?circleID=&userID=` (member, a keeper): who asks to join, oldest first. `{list}`. */
export const circleKeeperRequests = operation({
  name: 'circleKeeperRequests',
  method: 'GET',
  access: 'member',
  input: z.object({ circleID: intParam('circleID', 1, MAX_ID), userID: userIdParam }),
  async handle(ctx, input, caller) {
    const circle = await keptCircle(ctx, input.circleID, ownId(input, caller));
    const rows = await joinRequests(ctx.db, circle.circleId);
    return {
      list: rows.map((r) => ({
        userID: r.uid,
        nickname: r.nickname,
        head: picUrl(ctx.publicUrl, r.headRef),
        createTime: wireTime(r.createdAt),
      })),
    };
  },
});

/**
 * `circleKeeperDecide` (POST `circleID, userID, memberID, verdict` 1 approve / 2 refuse; a keeper): a request to
 * join decided. `{state}` 2 joined, 0 refused; 404 when no such request waits (another keeper decided it).
 */
export const circleKeeperDecide = operation({
  name: 'circleKeeperDecide',
  method: 'POST',
  access: 'member',
  input: z.object({
    circleID: intParam('circleID', 1, MAX_ID),
    userID: userIdParam,
    memberID: intParam('memberID', 1, MAX_ID),
    verdict: intParam('verdict', 1, 2),
  }),
  async handle(ctx, input, caller) {
    const circle = await keptCircle(ctx, input.circleID, ownId(input, caller));
    const verdict = input.verdict === 1 ? 'approve' : 'reject';
    if (!(await decideJoin(ctx, circle.circleId, input.memberID, verdict)))
      throw new PublisherError(404, STATUS.error, '该申请已处理');
    return { state: verdict === 'approve' ? 2 : 0 };
  },
});

/** `circleKeeperPin` (POST `postID, userID, isTop` 1 pin / 0 let go; a keeper of its circle): `{isTop}`. */
export const circleKeeperPin = operation({
  name: 'circleKeeperPin',
  method: 'POST',
  access: 'member',
  input: z.object({
    postID: intParam('postID', 1, MAX_ID),
    userID: userIdParam,
    isTop: optionalIntParam('isTop', 0, 1, 1),
  }),
  async handle(ctx, input, caller) {
    const post = await keptPost(ctx, input.postID, ownId(input, caller));
    if (post.status !== POST_STATUS.public)
      throw new PublisherError(409, STATUS.error, '只能置顶已发布的帖子');
    await pinPost(ctx, post.postId, input.isTop === 1);
    return { isTop: input.isTop };
  },
});

/**
 * `circleKeeperRemove` (POST `postID, userID, reason` 1–200 characters; a keeper of its circle): the post taken out
 * of the circle through the moderation pipeline's reject, as the newsroom removes one, so its author sees the reason
 * and the member's record keeps it. `{value:"true"}`.
 */
export const circleKeeperRemove = operation({
  name: 'circleKeeperRemove',
  method: 'POST',
  access: 'member',
  input: z.object({
    postID: intParam('postID', 1, MAX_ID),
    userID: userIdParam,
    reason: plainText('reason', 200),
  }),
  async handle(ctx, input, caller) {
    const post = await keptPost(ctx, input.postID, ownId(input, caller));
    const reason = normaliseComment(input.reason);
    if (!reason) throw new PublisherError(400, STATUS.error, '请填写移除理由');
    const answer = await decideItem(ctx, 'post', post.postId, 'reject', reason);
    if (answer !== 'done') throw new PublisherError(404, STATUS.error, '帖子不存在');
    return { value: 'true' };
  },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `circleKeeperNotice` (POST `circleID, userID, title` 1–60, `content` 1–2000 plain text; a keeper): a notice pinned
 * at the head of the circle's notice bar. The keeper's words are plain text, kept as escaped paragraphs, and pass the
 * moderation pipeline's refusals (banned words, a suspended member) as every reader text does; a notice has no
 * review queue (the newsroom made them keepers), so a hold publishes it. `{noticeID}`.
 */
export const circleKeeperNotice = operation({
  name: 'circleKeeperNotice',
  method: 'POST',
  access: 'member',
  bodyLimit: 64 * 1024,
  input: z.object({
    circleID: intParam('circleID', 1, MAX_ID),
    userID: userIdParam,
    title: plainText('title', 60),
    content: z.string({ error: '请输入公告内容' }).max(20_000, '公告过长'),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const circle = await keptCircle(ctx, input.circleID, uid);
    const title = normaliseComment(input.title);
    const content = normaliseComment(input.content);
    if (!title) throw new PublisherError(400, STATUS.error, '请输入公告标题');
    if (!content) throw new PublisherError(400, STATUS.error, '请输入公告内容');
    const decision = await ctx.moderation.decide({
      kind: 'post',
      uid,
      content: `${title}\n${content}`,
      pics: [],
      maxChars: NOTICE_MAX_CHARS,
      noun: '公告',
    });
    if (decision.outcome === 'refuse') throw refusalOf(decision, '发布公告失败');
    const html = content
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
    const noticeID = await addNotice(ctx, circle.circleId, { title, content: html, pinned: true, uid });
    return { noticeID };
  },
});

export const keeperOperations = [
  circleKeeperRequests,
  circleKeeperDecide,
  circleKeeperPin,
  circleKeeperRemove,
  circleKeeperNotice,
];
