import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PublisherContext } from '../../context.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import type { Db } from '../../db/client.ts';
import {
  articles,
  columnArticles,
  reportSets,
  tags,
  timelineEntries,
  timelines,
} from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

const DAY = 86_400_000;
/** Writes that take the next free id, one after another (db/next-id.ts). */
const queue = writeQueue();
const fileIdsField = z
  .array(intField('fileIds[]', 1, MAX_ID), { error: '缺少参数 fileIds' })
  .max(60, 'fileIds 过多');

async function existing(ctx: PublisherContext, fileIds: number[]) {
  for (const fileId of fileIds)
    if (!(await ctx.articles.article(fileId))) throw badInput(`稿件 ${fileId} 不存在`);
}

/**
 * `POST /app_if/test/topic` `{name, parentId, subColumns: [{name, fileIds}]}` → `{columnId, subColumnIds}`: a special
 * topic's column under `parentId` (the test's own column) with its sub-columns in order, each listing the articles
 * named. Its list item is an article of type 3 whose `linkId` is `columnId` (the article hook).
 */
export const createTopic = testHook({
  name: 'topic',
  input: z.object({
    name: nameField('name', 40),
    parentId: intField('parentId', 1, MAX_ID),
    subColumns: z
      .array(z.object({ name: nameField('name', 40), fileIds: fileIdsField }))
      .max(10, 'subColumns 过多'),
  }),
  async handle(ctx, input) {
    if (!(await ctx.columns.column(input.parentId))) throw badInput(`栏目 ${input.parentId} 不存在`);
    for (const sub of input.subColumns) await existing(ctx, sub.fileIds);
    const column = (name: string, parentId: number) =>
      ctx.columns.insert({ name, parentId, columnStyle: '101', topCount: 0 });
    const columnId = await column(input.name, input.parentId);
    const subColumnIds: number[] = [];
    for (const sub of input.subColumns) {
      const subId = await column(sub.name, columnId);
      subColumnIds.push(subId);
      for (const fileId of sub.fileIds) {
        const article = await ctx.articles.article(fileId);
        await ctx.db
          .insert(columnArticles)
          .values({ columnId: subId, fileId, pinned: 0, publishedAt: article!.publishedAt })
          .onConflictDoNothing();
      }
    }
    ctx.changes.notify();
    return { columnId, subColumnIds };
  },
});

/** `POST /app_if/test/tag` `{name, fileIds}` → `{tagId}`: a tag the articles named now carry (none: an empty tag). */
export const createTag = testHook({
  name: 'tag',
  input: z.object({ name: nameField('name', 40), fileIds: fileIdsField }),
  async handle(ctx, input) {
    await existing(ctx, input.fileIds);
    const tagId = await queue(() =>
      ctx.db.transaction(async (tx) => {
        const id = await nextId(tx as unknown as Db, tags.id, ID_RANGES.topic.tagId.first);
        await tx.insert(tags).values({ id, name: input.name });
        for (const fileId of input.fileIds)
          await tx
            .update(articles)
            .set({ tags: sql`${articles.tags} || ${JSON.stringify([input.name])}::jsonb` })
            .where(eq(articles.fileId, fileId));
        return id;
      }),
    );
    ctx.changes.notify();
    return { tagId };
  },
});

/** `POST /app_if/test/reportSet` `{name, fileIds}` → `{id}`: a report set (报道集) of the articles named. */
export const createReportSet = testHook({
  name: 'reportSet',
  input: z.object({ name: nameField('name', 40), fileIds: fileIdsField }),
  async handle(ctx, input) {
    await existing(ctx, input.fileIds);
    const id = await queue(() =>
      ctx.db.transaction(async (tx) => {
        const next = await nextId(tx as unknown as Db, reportSets.id, ID_RANGES.topic.reportSetId.first);
        await tx.insert(reportSets).values({
          id: next,
          name: input.name,
          duty: '测试人物',
          description: `${input.name}的报道集`,
          photoRef: null,
          fileIds: input.fileIds,
        });
        return next;
      }),
    );
    ctx.changes.notify();
    return { id };
  },
});

/**
 * `POST /app_if/test/timeline` `{title, entries, fileIds?}` → `{id}`: a time axis of `entries` dated entries a day
 * apart (the last yesterday) titled `<title> 第n条`; the i-th of `fileIds` is the i-th entry's article.
 */
export const createTimeline = testHook({
  name: 'timeline',
  input: z.object({
    title: nameField('title', 60),
    entries: intField('entries', 0, 100),
    fileIds: fileIdsField.optional(),
  }),
  async handle(ctx, input) {
    await existing(ctx, input.fileIds ?? []);
    const now = ctx.clock.now();
    const id = await queue(() =>
      ctx.db.transaction(async (tx) => {
        const timelineId = await nextId(tx as unknown as Db, timelines.id, ID_RANGES.topic.timelineId.first);
        await tx.insert(timelines).values({ id: timelineId, title: input.title, summary: '', picRef: null });
        const first = await nextId(
          tx as unknown as Db,
          timelineEntries.id,
          ID_RANGES.topic.timelineEntryId.first,
        );
        if (input.entries > 0)
          await tx.insert(timelineEntries).values(
            Array.from({ length: input.entries }, (_, i) => ({
              id: first + i,
              timelineId,
              happenedAt: now - (input.entries - i) * DAY,
              title: `${input.title} 第${i + 1}条`,
              text: `第${i + 1}条的经过。`,
              fileId: input.fileIds?.[i] ?? 0,
            })),
          );
        return timelineId;
      }),
    );
    ctx.changes.notify();
    return { id };
  },
});

export const topicTestHooks = [createTopic, createTag, createReportSet, createTimeline];
