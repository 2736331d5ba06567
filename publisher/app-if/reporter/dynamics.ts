import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { DYNAMIC_OWNER, dynamics, type DynamicRow } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { absolute, picUrl, wireTime } from '../../wire.ts';
import { PAGE_SIZE } from '../lists/store.ts';

/** A dynamic with its attachments (spec §3 Dynamic: pics, videos). */
export function dynamicWire(publicUrl: string, d: DynamicRow) {
  return {
    id: d.id,
    content: d.content,
    publishTime: wireTime(d.publishedAt),
    ownerType: d.ownerKind,
    ownerID: d.ownerId,
    attachments: {
      pics: d.pictureRefs.map((ref) => picUrl(publicUrl, ref)),
      videos: d.videos.map((v) => ({
        url: absolute(publicUrl, v.url),
        poster: picUrl(publicUrl, v.posterRef),
        duration: v.duration,
      })),
    },
  };
}

/** One page of an owner's dynamics, newest first. */
export async function dynamicsOf(ctx: PublisherContext, ownerKind: number, ownerId: number, page: number) {
  const rows = await ctx.db
    .select()
    .from(dynamics)
    .where(and(eq(dynamics.ownerKind, ownerKind), eq(dynamics.ownerId, ownerId)))
    .orderBy(desc(dynamics.publishedAt), desc(dynamics.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return { list: rows.map((d) => dynamicWire(ctx.publicUrl, d)) };
}

/** A reporter's dynamics (记者动态). */
export const dynamicList = operation({
  name: 'dynamicList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    reporterId: intParam('reporterId', 1, MAX_ID),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  handle: (ctx, input) => dynamicsOf(ctx, DYNAMIC_OWNER.reporter, input.reporterId, input.page),
});

export const dynamicDetail = operation({
  name: 'dynamicDetail',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    const [row] = await ctx.db.select().from(dynamics).where(eq(dynamics.id, input.id)).limit(1);
    if (!row) throw badInput(`动态 ${input.id} 不存在`);
    return dynamicWire(ctx.publicUrl, row);
  },
});
