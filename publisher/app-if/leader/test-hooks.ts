import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextId } from '../../db/next-id.ts';
import { leaderArticles, leaders } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { MAX_ID } from '../../validation.ts';
import { existingArticles } from '../subscription/test-hooks.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/**
 * `POST /app_if/test/leader` `{name, duty?, fileIds?}` → `{leaderId}`: a leader listed after the others, the articles
 * named (made with the article hook) being the reports of their activities.
 */
export const createLeader = testHook({
  name: 'leader',
  input: z.object({
    name: nameField('name', 20),
    duty: nameField('duty', 40).optional(),
    fileIds: z
      .array(intField('fileIds', 1, MAX_ID))
      .max(60, 'fileIds 过多')
      .optional(),
  }),
  async handle(ctx, input) {
    const fileIds = await existingArticles(ctx.db, input.fileIds ?? []);
    const leaderId = await ctx.db.transaction(async (tx) => {
      const id = await nextId(tx as unknown as Db, leaders.id, ID_RANGES.leader.leaderId.first);
      await tx.insert(leaders).values({
        id,
        name: input.name,
        duty: input.duty ?? '青岚市副市长',
        description: `${input.name}，青岚市测试领导。`,
        photoRef: 'brand/app-logo.png',
        position: id,
      });
      if (fileIds.length > 0)
        await tx.insert(leaderArticles).values(fileIds.map((fileId) => ({ leaderId: id, fileId })));
      return id;
    });
    ctx.changes.notify();
    return { leaderId };
  },
});

export const leaderTestHooks = [createLeader];
