import { asc, max, min, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  columnArticles,
  columns,
  courses,
  lessons,
  modules,
  paperArticles,
  paperLayouts,
  papers,
  products,
  reporters,
  shortVideoCategories,
  shortVideos,
} from '../db/schema/index.ts';
import { testPublisher, TEST_START, type TestPublisher } from '../test-support.ts';
import { ID_RANGES, SEED_AREAS } from './areas.ts';
import { emptyAreas, seedEmptyAreas } from './seed.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher({ testHooks: false });
});
afterAll(() => pub.close());

const within = (range: { first: number; last: number }, ids: { lo: number | null; hi: number | null }) => {
  expect(ids.lo).toBeGreaterThanOrEqual(range.first);
  expect(ids.hi).toBeLessThanOrEqual(range.last);
};

describe('seed per area', () => {
  it('each area mints ids only inside its own ranges', async () => {
    const { db } = pub.database;
    const span = async (column: PgColumn) =>
      (await db.select({ lo: min(column), hi: max(column) }).from(column.table))[0] as {
        lo: number | null;
        hi: number | null;
      };
    within(ID_RANGES.columns.columnId, await span(columns.columnId));
    within(ID_RANGES.article.fileId, await span(articles.fileId));
    within(ID_RANGES.article.reporterId, await span(reporters.id));
    within(ID_RANGES.lists.moduleId, await span(modules.moduleId));
    within(ID_RANGES.shop.productId, await span(products.productId));
    within(ID_RANGES.study.courseId, await span(courses.courseId));
    within(ID_RANGES.study.lessonId, await span(lessons.lessonId));
    within(ID_RANGES.paper.paperId, await span(papers.id));
    within(ID_RANGES.paper.layoutId, await span(paperLayouts.id));
    within(ID_RANGES.paper.fileId, await span(paperArticles.fileId));
    within(ID_RANGES.shortVideo.categoryId, await span(shortVideoCategories.id));
    within(ID_RANGES.shortVideo.fileId, await span(shortVideos.fileId));
    const [live] = await db
      .select({ lo: min(articles.linkId), hi: max(articles.linkId) })
      .from(articles)
      .where(sql`${articles.articleType} = 6`);
    within(ID_RANGES.article.liveRoomId, live!);
  });

  it('areas have distinct seeds, and a seeded database has no empty area', async () => {
    expect(new Set(SEED_AREAS.map((a) => a.seed)).size).toBe(SEED_AREAS.length);
    expect(await emptyAreas(pub.database.db)).toEqual([]);
  });

  it('an area whose tables are empty is seeded on the next start, alone, as a fresh seed writes it', async () => {
    const { db } = pub.database;
    const read = async () => ({
      modules: await db.select().from(modules).orderBy(asc(modules.moduleId)),
      placed: await db
        .select()
        .from(columnArticles)
        .orderBy(asc(columnArticles.columnId), asc(columnArticles.fileId)),
    });
    const before = await read();
    const articleCount = (await db.select({ n: sql<number>`count(*)` }).from(articles))[0]?.n;
    await db.delete(modules).where(ne(modules.moduleId, -1));
    await db.delete(columnArticles).where(ne(columnArticles.fileId, -1));

    expect(await seedEmptyAreas(db, TEST_START)).toEqual(['lists']);
    expect(await read()).toEqual(before);
    expect((await db.select({ n: sql<number>`count(*)` }).from(articles))[0]?.n).toBe(articleCount);
    expect(await seedEmptyAreas(db, TEST_START)).toEqual([]);
  });
});
