import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextId } from '../../db/next-id.ts';
import { articles, DYNAMIC_OWNER, dynamics, reporters } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { MAX_ID } from '../../validation.ts';
import { existingArticles } from '../subscription/test-hooks.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/**
 * `POST /app_if/test/reporter` `{name, fileIds?, dynamics?}` → `{reporterId}`: a reporter who signs the articles named
 * (added to their bylines) and has posted `dynamics` (0–60) short dynamics, the newest first.
 */
export const createReporter = testHook({
  name: 'reporter',
  input: z.object({
    name: nameField('name', 20),
    fileIds: z
      .array(intField('fileIds', 1, MAX_ID))
      .max(60, 'fileIds 过多')
      .optional(),
    dynamics: intField('dynamics', 0, 60).optional(),
  }),
  async handle(ctx, input) {
    const fileIds = await existingArticles(ctx.db, input.fileIds ?? []);
    const now = ctx.clock.now();
    const reporterId = await ctx.db.transaction(async (tx) => {
      const id = await nextId(tx as unknown as Db, reporters.id, ID_RANGES.article.reporterId.first);
      await tx.insert(reporters).values({
        id,
        name: input.name,
        duty: '记者',
        description: `${input.name}，青岚日报记者。`,
        photoRef: 'brand/app-logo.png',
      });
      if (fileIds.length > 0)
        await tx
          .update(articles)
          .set({ reporterIds: sql`${articles.reporterIds} || ${JSON.stringify([id])}::jsonb` })
          .where(inArray(articles.fileId, fileIds));
      const first = await nextId(tx as unknown as Db, dynamics.id, ID_RANGES.reporter.dynamicId.first);
      const count = input.dynamics ?? 0;
      if (count > 0)
        await tx.insert(dynamics).values(
          Array.from({ length: count }, (_, n) => ({
            id: first + n,
            ownerKind: DYNAMIC_OWNER.reporter,
            ownerId: id,
            content: `${input.name}的第${count - n}条动态`,
            pictureRefs: [],
            videos: [],
            publishedAt: now - n * 60_000,
          })),
        );
      return id;
    });
    ctx.changes.notify();
    return { reporterId };
  },
});

export const reporterTestHooks = [createReporter];
