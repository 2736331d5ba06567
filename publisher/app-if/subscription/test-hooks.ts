import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextId } from '../../db/next-id.ts';
import { articles, images, xyAccountArticles, xyAccounts, xyCategories } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/** Published articles by id, all of them or a clear refusal. */
export async function existingArticles(db: Db, fileIds: number[]): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const found = await db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(inArray(articles.fileId, fileIds));
  const missing = fileIds.filter((id) => !found.some((f) => f.fileId === id));
  if (missing.length > 0) throw badInput(`稿件 ${missing.join('、')} 不存在`);
  return fileIds;
}

/**
 * `POST /app_if/test/xyAccount` `{name, categoryId?, status?, forbidden?, fileIds?, recommend?}` → `{xyId, categoryId}`:
 * an account (open by default; xyStatus 1 or 4 closed, forbidden 1 banned) in the first category unless one is named,
 * publishing the articles named (made with the article hook).
 */
export const createXyAccount = testHook({
  name: 'xyAccount',
  input: z.object({
    name: nameField('name', 40),
    categoryId: intField('categoryId', 1, MAX_ID).optional(),
    status: intField('status', 0, 4).optional(),
    forbidden: intField('forbidden', 0, 1).optional(),
    recommend: intField('recommend', 0, 1000).optional(),
    fileIds: z
      .array(intField('fileIds', 1, MAX_ID))
      .max(50, 'fileIds 过多')
      .optional(),
  }),
  async handle(ctx, input) {
    const [category] = input.categoryId
      ? await ctx.db.select().from(xyCategories).where(eq(xyCategories.id, input.categoryId)).limit(1)
      : await ctx.db
          .select()
          .from(xyCategories)
          .where(eq(xyCategories.parentId, 0))
          .orderBy(asc(xyCategories.position))
          .limit(1);
    if (!category) throw badInput(`分类 ${input.categoryId ?? ''} 不存在`);
    const fileIds = await existingArticles(ctx.db, input.fileIds ?? []);
    const xyId = await ctx.db.transaction(async (tx) => {
      const id = await nextId(tx as unknown as Db, xyAccounts.id, ID_RANGES.subscription.xyId.first);
      const iconRef = `2024-01/01/xy-${id}.png`;
      await tx
        .insert(images)
        .values({ ref: iconRef, format: 'png', width: 240, height: 240, label: 'T', hue: id % 360, motif: 1 })
        .onConflictDoNothing();
      await tx.insert(xyAccounts).values({
        id,
        categoryId: category.id,
        name: input.name,
        description: `${input.name}的简介`,
        iconRef,
        status: input.status ?? 0,
        forbidden: input.forbidden ?? 0,
        recommend: input.recommend ?? 0,
        createdAt: ctx.clock.now(),
      });
      if (fileIds.length > 0)
        await tx
          .insert(xyAccountArticles)
          .values(fileIds.map((fileId) => ({ fileId, xyId: id })))
          .onConflictDoNothing();
      return id;
    });
    ctx.changes.notify();
    return { xyId, categoryId: category.id };
  },
});

export const subscriptionTestHooks = [createXyAccount];
