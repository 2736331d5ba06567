import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { articles } from '../../db/schema/index.ts';
import type { AreaContractCalls } from '../../every-operation.ts';

export const articleContractCalls: AreaContractCalls = async (c) => {
  // A gallery with bylines: its images[] and reporters[] are not empty, so their fields are checked too.
  const [gallery] = await c.pub.database.db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(and(eq(articles.articleType, 1), eq(articles.status, 1), eq(articles.lang, 'zh')))
    .orderBy(asc(articles.fileId))
    .limit(1);
  const articleId = gallery?.fileId ?? 0;
  const detail = (await c.app('getArticleContent', { articleId }, { token: c.token })) as {
    images: { imagearray: unknown[] }[];
    reporters: unknown[];
  };
  expect(detail.images[0]?.imagearray.length).toBeGreaterThan(0);
  expect(detail.reporters.length).toBeGreaterThan(0);
  await c.app('getArticleCounts', { articleId }, { token: c.token });
  await c.app(
    'event',
    { id: articleId, type: 0, eventType: 1, userOtherID: 'contract-device' },
    { token: c.token },
  );
  await c.app('recordAccessCount', { articleId }, { token: c.token });
};
