import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, leaderArticles, leaders, type LeaderRow } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { articlePage } from '../lists/article-page.ts';
import { PAGE_SIZE } from '../lists/store.ts';

/** A leader as regionleaderView and leaderView send one (PUBLISHER_API §4.9). */
function leaderWire(publicUrl: string, l: LeaderRow) {
  return {
    id: l.id,
    name: l.name,
    url: picUrl(publicUrl, l.photoRef),
    duty: l.duty,
    description: l.description,
    columnID: 0,
    groupID: 0,
  };
}

/** Every leader (PUBLISHER_API §4.9: a bare array). */
export const regionleaderView = operation({
  name: 'regionleaderView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    const rows = await ctx.db.select().from(leaders).orderBy(asc(leaders.position), asc(leaders.id));
    return rows.map((l) => leaderWire(ctx.publicUrl, l));
  },
});

/**
 * One leader and the reports of their activities, newest first (`start`/`count`, PUBLISHER_API §2.5). An unknown id
 * is the error envelope real deployments send (§2).
 */
export const leaderView = operation({
  name: 'leaderView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    id: intParam('id', 1, MAX_ID),
    start: optionalIntParam('start', 0, 10_000, 0),
    count: optionalIntParam('count', 1, 50, PAGE_SIZE),
  }),
  async handle(ctx, input, caller) {
    const [leader] = await ctx.db.select().from(leaders).where(eq(leaders.id, input.id)).limit(1);
    if (!leader) throw badInput('Your server has down or target user not exist !');
    const reports = ctx.db
      .select({ fileId: leaderArticles.fileId })
      .from(leaderArticles)
      .where(eq(leaderArticles.leaderId, input.id));
    const page = await articlePage(ctx, caller, inArray(articles.fileId, reports), {
      offset: input.start,
      limit: input.count,
    });
    return { leader: leaderWire(ctx.publicUrl, leader), ...page };
  },
});
