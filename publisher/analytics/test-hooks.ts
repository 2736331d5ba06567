import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { analyticsRecords, webVitals } from '../db/schema/index.ts';
import { intField, testHook } from '../app-if/test-hook.ts';

/**
 * `POST /app_if/test/analytics` `{articleID?, path?}` → `{records, vitals}`: what the collector stored for an article
 * (send-record rows, oldest first) and for a page path (web vitals), so browser tests can wait for an event to land.
 */
export const readAnalytics = testHook({
  name: 'analytics',
  input: z.object({
    articleID: intField('articleID', 1, 2_147_483_647).optional(),
    path: z.string().max(300).optional(),
  }),
  async handle(ctx, input) {
    const records = input.articleID
      ? await ctx.db
          .select()
          .from(analyticsRecords)
          .where(eq(analyticsRecords.articleId, input.articleID))
          .orderBy(asc(analyticsRecords.id))
      : [];
    const vitals = input.path
      ? await ctx.db.select().from(webVitals).where(eq(webVitals.path, input.path)).orderBy(asc(webVitals.id))
      : [];
    return { records, vitals };
  },
});

export const analyticsTestHooks = [readAnalytics];
