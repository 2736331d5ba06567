import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { askSubject } from '../ask/subject.ts';

/**
 * The special topic (专题) a column belongs to: the column itself when a topic article (articleType 3) links to it,
 * else its parent when that is a topic's column (a sub-column's page, specMore, says which topic it is part of).
 * `{columnID, columnName, description, phoneIcon, fileId (the topic's article), list[{columnID, columnName}]}` of
 * its sub-columns in order; a column of no topic answers the not-found status.
 *
 * Founder's getSubject also answers a 问吧 topic (`id`, ask/subject.ts): the parameters tell the two apart, `columnId`
 * the special topic, `id` the 问吧 topic (docs/publisher-interface.md, "问吧").
 */
export const getSubject = operation({
  name: 'getSubject',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z
    .object({
      columnId: intParam('columnId', 1, MAX_ID).optional(),
      id: intParam('id', 1, MAX_ID).optional(),
    })
    .refine(
      (i) => (i.columnId === undefined) !== (i.id === undefined),
      '需要 columnId（专题）或 id（问吧话题）之一',
    ),
  async handle(ctx, input) {
    if (input.columnId === undefined) return askSubject(ctx, input.id!);
    const all = await ctx.columns.all();
    const column = all.find((c) => c.columnId === input.columnId);
    if (!column) throw badInput(`栏目 ${input.columnId} 不存在`);
    const candidates = [column.columnId, column.parentId].filter((id) => id > 0);
    const links = await ctx.db
      .select({ fileId: articles.fileId, linkId: articles.linkId })
      .from(articles)
      .where(and(eq(articles.status, 1), eq(articles.articleType, 3), inArray(articles.linkId, candidates)))
      .orderBy(asc(articles.fileId));
    const topicId = candidates.find((id) => links.some((l) => l.linkId === id));
    const topic = all.find((c) => c.columnId === topicId);
    if (!topic) throw badInput(`栏目 ${input.columnId} 不属于任何专题`);
    return {
      columnID: topic.columnId,
      columnName: topic.name,
      description: topic.description,
      phoneIcon: picUrl(ctx.publicUrl, topic.iconRef),
      fileId: links.find((l) => l.linkId === topic.columnId)!.fileId,
      list: all
        .filter((c) => c.parentId === topic.columnId)
        .sort((a, b) => a.orderId - b.orderId)
        .map((c) => ({ columnID: c.columnId, columnName: c.name })),
    };
  },
});
