import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newMember } from '../account/members.ts';
import {
  circleMembers,
  circleNotices,
  circlePostLikes,
  circlePosts,
  circles,
  members,
  POST_STATUS,
} from '../../db/schema/index.ts';
import { intField, nameField, testHook } from '../test-hook.ts';
import { insertCircle } from './insert.ts';

const HOUR = 3_600_000;

/**
 * `POST /app_if/test/circle` `{name, isPrivate?, postPolicy?, auditMode?, keeperUid?, members?, notices?, posts?}` →
 * `{circleId, keeperUid, postIds, noticeIds}`: a circle made now (public, members post, post moderation) with its
 * keeper (a new demo member unless `keeperUid`), `members` (uids, joined), notices (the first pinned) and public posts
 * `{content, uid?, pictures?, likes?, pinned?, hoursAgo?}` (by the keeper unless `uid`; `likes` from new demo members).
 */
export const createCircle = testHook({
  name: 'circle',
  input: z.object({
    name: nameField('name', 40),
    isPrivate: intField('isPrivate', 0, 1).default(0),
    postPolicy: z.enum(['members', 'keepers']).default('members'),
    auditMode: z.enum(['pre', 'post']).default('post'),
    keeperUid: intField('keeperUid', 1, 2_147_483_647).optional(),
    members: z
      .array(intField('members', 1, 2_147_483_647))
      .max(50)
      .default([]),
    notices: z
      .array(z.object({ title: nameField('title', 60), content: z.string().max(20_000) }))
      .default([]),
    posts: z
      .array(
        z.object({
          content: nameField('content', 2000),
          uid: intField('uid', 1, 2_147_483_647).optional(),
          pictures: intField('pictures', 0, 9).default(0),
          likes: intField('likes', 0, 50).default(0),
          pinned: intField('pinned', 0, 1).default(0),
          hoursAgo: intField('hoursAgo', 0, 10_000).default(0),
        }),
      )
      .max(60)
      .default([]),
  }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    const demoMember = async (name: string) =>
      (
        await ctx.db
          .insert(members)
          .values(newMember(null, null, name, now))
          .returning({ uid: members.uid })
      )[0]!.uid;
    const keeperUid = input.keeperUid ?? (await demoMember('测试圈主'));
    const circleId = await insertCircle(
      ctx.db,
      {
        name: input.name,
        summary: `${input.name}的简介`,
        coverRef: (await ctx.articles.storedPictures(1))[0] ?? null,
        isPrivate: input.isPrivate,
        postPolicy: input.postPolicy,
        auditMode: input.auditMode,
        position: -1,
        createdAt: now,
      },
      [keeperUid],
    );
    for (const uid of input.members)
      await ctx.db
        .insert(circleMembers)
        .values({ circleId, uid, role: 'member', state: 'joined', createdAt: now })
        .onConflictDoNothing();
    const noticeIds: number[] = [];
    for (const [i, notice] of input.notices.entries()) {
      const [row] = await ctx.db
        .insert(circleNotices)
        .values({ circleId, ...notice, uid: keeperUid, pinned: i === 0 ? 1 : 0, createdAt: now - i * 60_000 })
        .returning({ id: circleNotices.noticeId });
      noticeIds.push(row!.id);
    }
    const pictures = await ctx.articles.storedPictures(9);
    const postIds: number[] = [];
    for (const post of input.posts) {
      const createdAt = now - post.hoursAgo * HOUR;
      const [row] = await ctx.db
        .insert(circlePosts)
        .values({
          circleId,
          uid: post.uid ?? keeperUid,
          content: post.content,
          attachments: pictures.slice(0, post.pictures).map((key) => ({ type: 1 as const, key })),
          status: POST_STATUS.public,
          pinned: post.pinned,
          countPraise: post.likes,
          createdAt,
        })
        .returning({ id: circlePosts.postId });
      for (let n = 0; n < post.likes; n++)
        await ctx.db
          .insert(circlePostLikes)
          .values({ postId: row!.id, uid: await demoMember(`点赞${n}`), createdAt });
      postIds.push(row!.id);
    }
    await ctx.db
      .update(circles)
      .set({
        countPost: postIds.length,
        countMember: sql`(select count(*)::int from ${circleMembers} m where m.circle_id = ${circleId} and m.state = 'joined')`,
      })
      .where(eq(circles.circleId, circleId));
    ctx.changes.notify();
    return { circleId, keeperUid, postIds, noticeIds };
  },
});

export const circleTestHooks = [createCircle];
