import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { insertCircle } from '../app-if/circle/insert.ts';
import { addNotice, countMembers, decideJoin, joinRequests, pinPost } from '../app-if/circle/keeping.ts';
import { circleById } from '../app-if/circle/read.ts';
import type { PublisherContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { circleMembers, circleNotices, circles, members, type CircleRow } from '../db/schema/index.ts';
import { html, pathId, pictureRef, storedPictures, text } from './fields.ts';
import { EditorError, editorRoute } from './route.ts';

const uid = z.number({ error: 'uid is a whole number' }).int().min(1).max(2_147_483_647);
const settings = {
  name: text('name', 40, 1),
  summary: text('summary', 300),
  cover: pictureRef('cover').nullable(),
  isPrivate: z.boolean({ error: 'isPrivate is true or false' }),
  postPolicy: z.enum(['members', 'keepers'], { error: 'postPolicy is members or keepers' }),
  auditMode: z.enum(['pre', 'post'], { error: 'auditMode is pre or post' }),
};

const circleAnswer = (c: CircleRow) => ({
  id: c.circleId,
  name: c.name,
  isPrivate: c.isPrivate === 1,
  postPolicy: c.postPolicy,
  auditMode: c.auditMode,
  closed: c.closed === 1,
  countMember: c.countMember,
  countPost: c.countPost,
});

async function circleOf(ctx: PublisherContext, params: Record<string, string>) {
  const circle = await circleById(ctx.db, pathId(params, 'circle'));
  if (!circle) throw new EditorError(404, 'no such circle');
  return circle;
}

async function knownMembers(ctx: PublisherContext, uids: number[]) {
  const found = await ctx.db.select({ uid: members.uid }).from(members).where(inArray(members.uid, uids));
  const known = new Set(found.map((m) => m.uid));
  const unknown = uids.find((u) => !known.has(u));
  if (unknown !== undefined) throw new EditorError(400, `no member ${unknown}`);
}

/** A join request decided: approved, the member joins; refused, the request is dropped (they may ask again). */
function decideRequest(verdict: 'approve' | 'reject') {
  return editorRoute({
    method: 'POST',
    path: `circles/:id/requests/:uid/${verdict}`,
    input: z.object({}),
    async handle(ctx, _input, params) {
      const circle = await circleOf(ctx, params);
      const member = pathId({ id: params.uid ?? '' }, 'request');
      if (!(await decideJoin(ctx, circle.circleId, member, verdict)))
        throw new EditorError(404, 'no such request');
      return { id: circle.circleId, uid: member, state: verdict === 'approve' ? 'joined' : 'refused' };
    },
  });
}

const pin = z.object({ pinned: z.boolean({ error: 'pinned is true or false' }) });

/**
 * Circles' newsroom and keepers (docs/editor-api.md, "Circles"): circles made and set (public or private, who may
 * post, moderation, closed), their keepers, join requests decided, notices written and pinned, posts pinned. A post
 * is removed with a reason through the moderation routes (`moderation/post/:id/reject`), as every reader text is.
 */
export const circleRoutes = [
  editorRoute({
    method: 'POST',
    path: 'circles',
    status: 201,
    input: z.object({
      ...settings,
      cover: settings.cover.default(null),
      keepers: z.array(uid).min(1).max(20),
    }),
    async handle(ctx, input) {
      await storedPictures(ctx, [input.cover]);
      await knownMembers(ctx, input.keepers);
      const id = await insertCircle(
        ctx.db,
        {
          name: input.name,
          summary: input.summary,
          coverRef: input.cover,
          isPrivate: input.isPrivate ? 1 : 0,
          postPolicy: input.postPolicy,
          auditMode: input.auditMode,
          position: 0,
          createdAt: ctx.clock.now(),
        },
        [...new Set(input.keepers)],
      );
      ctx.changes.notify();
      return circleAnswer((await circleById(ctx.db, id))!);
    },
  }),
  editorRoute({
    method: 'PATCH',
    path: 'circles/:id',
    input: z
      .object({
        name: settings.name.optional(),
        summary: settings.summary.optional(),
        cover: settings.cover.optional(),
        isPrivate: settings.isPrivate.optional(),
        postPolicy: settings.postPolicy.optional(),
        auditMode: settings.auditMode.optional(),
        closed: z.boolean({ error: 'closed is true or false' }).optional(),
        position: z.number().int().min(-1000).max(1000).optional(),
      })
      .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'nothing to change' }),
    async handle(ctx, input, params) {
      const circle = await circleOf(ctx, params);
      if (input.cover) await storedPictures(ctx, [input.cover]);
      const flag = (b: boolean | undefined) => (b === undefined ? undefined : b ? 1 : 0);
      const [row] = await ctx.db
        .update(circles)
        .set({
          name: input.name,
          summary: input.summary,
          coverRef: input.cover,
          isPrivate: flag(input.isPrivate),
          postPolicy: input.postPolicy,
          auditMode: input.auditMode,
          closed: flag(input.closed),
          position: input.position,
        })
        .where(eq(circles.circleId, circle.circleId))
        .returning();
      ctx.changes.notify();
      return circleAnswer(row!);
    },
  }),
  editorRoute({
    method: 'PUT',
    path: 'circles/:id/keepers',
    input: z.object({ keepers: z.array(uid).min(1, 'keepers: at least one').max(20) }),
    async handle(ctx, input, params) {
      const circle = await circleOf(ctx, params);
      await knownMembers(ctx, input.keepers);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx
          .update(circleMembers)
          .set({ role: 'member' })
          .where(and(eq(circleMembers.circleId, circle.circleId), eq(circleMembers.role, 'keeper')));
        for (const keeper of new Set(input.keepers))
          await tx
            .insert(circleMembers)
            .values({
              circleId: circle.circleId,
              uid: keeper,
              role: 'keeper',
              state: 'joined',
              createdAt: now,
            })
            .onConflictDoUpdate({
              target: [circleMembers.circleId, circleMembers.uid],
              set: { role: 'keeper', state: 'joined' },
            });
        await countMembers(tx, circle.circleId);
      });
      ctx.changes.notify();
      return { id: circle.circleId, keepers: [...new Set(input.keepers)] };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'circles/:id/requests',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const circle = await circleOf(ctx, params);
      const rows = await joinRequests(ctx.db, circle.circleId);
      return {
        list: rows.map((r) => ({
          uid: r.uid,
          nickname: r.nickname,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },
  }),
  decideRequest('approve'),
  decideRequest('reject'),
  editorRoute({
    method: 'POST',
    path: 'circles/:id/notices',
    status: 201,
    input: z.object({
      title: text('title', 60, 1),
      content: html('content'),
      pinned: z.boolean().default(false),
      uid: uid.optional(),
    }),
    async handle(ctx, input, params) {
      const circle = await circleOf(ctx, params);
      const id = await addNotice(ctx, circle.circleId, {
        title: input.title,
        content: input.content,
        pinned: input.pinned,
        uid: input.uid ?? 0,
      });
      return { id, circleId: circle.circleId };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'circles/notices/:id/pin',
    input: pin,
    async handle(ctx, input, params) {
      const [row] = await ctx.db
        .update(circleNotices)
        .set({ pinned: input.pinned ? 1 : 0 })
        .where(eq(circleNotices.noticeId, pathId(params, 'notice')))
        .returning({ id: circleNotices.noticeId });
      if (!row) throw new EditorError(404, 'no such notice');
      ctx.changes.notify();
      return { id: row.id, pinned: input.pinned };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'circles/posts/:id/pin',
    input: pin,
    async handle(ctx, input, params) {
      const id = pathId(params, 'post');
      if (!(await pinPost(ctx, id, input.pinned))) throw new EditorError(404, 'no such post');
      return { id, pinned: input.pinned };
    },
  }),
];
