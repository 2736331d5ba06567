import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBatchLimitsExact,
  expectBatchOnceOnly,
  expectBatchRanksShared,
  expectBatchTextVerbatim,
  expectFailedBatchCountsNothing,
  expectLastItemsExact,
  expectLastPlacesExact,
  expectLimitsAcrossPublishers,
  expectVotesCountedOnce,
} from '../scripts/bench/publisher/concurrency-figures.ts';
import { callEveryOperation } from './every-operation.ts';
import { openPostgres } from './db/client.ts';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  testPublisher,
  type TestPublisher,
} from './test-support.ts';
import { missingPaths, readWireFixtures } from './wire-fixtures.ts';

const url = process.env.TEST_DATABASE_URL;

/** The same pass as the contract test, on a real PostgreSQL server (scripts/ci-postgres.sh starts one). */
describe.skipIf(!url)('PostgreSQL server (TEST_DATABASE_URL)', () => {
  it('runs the migrations, seeds, and answers every operation with its fields', async () => {
    const database = await openPostgres(url ?? '');
    // A clean slate each run: the throwaway cluster may hold a previous run's members (CASCADE: every area that
    // keeps rows per member, messenger identities, comments, likes, refers to them).
    await database.db.execute(sql`TRUNCATE members, tokens, sms_codes CASCADE`);
    const pub = await testPublisher({ database });
    try {
      const payloads = await callEveryOperation(pub);
      for (const { key, payload } of readWireFixtures())
        expect(missingPaths(payload, payloads[key]), key).toEqual([]);
      expect(database.kind).toBe('postgres');

      // The test hook's write (next fileId, column placement) on a real server, read back at once.
      const { fileId } = await createArticle(pub, {
        title: 'PostgreSQL 测试稿件',
        content: '<p>正文</p>',
        columnId: 3,
      });
      const token = await anonymousToken(pub.app);
      const detail = await callAppIf(pub.app, 'getArticleContent', { articleId: fileId }, { token });
      expect(detail.body.data).toMatchObject({ fileId: String(fileId), title: 'PostgreSQL 测试稿件' });
    } finally {
      await pub.close();
    }
  });
});

/**
 * The concurrency figures where they are earned: PGlite has one connection, so its pass proves the rules; here
 * a pool of connections runs the transactions side by side, and only the row locks keep the counts exact.
 */
describe.skipIf(!url)('the concurrency figures on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  let pub: TestPublisher | undefined;
  beforeAll(async () => {
    pub = await testPublisher({ database: await openPostgres(url ?? '') });
  });
  afterAll(() => pub?.close());

  it(
    '200 members racing for the last 5 places: exactly 5 sign up, the others hear 名额已满',
    () => expectLastPlacesExact(pub!),
    120_000,
  );
  it(
    '200 members exchanging the last 5 items at once: exactly 5 succeed, 195 hear 已兑完, 5 deductions',
    () => expectLastItemsExact(pub!),
    120_000,
  );
  it(
    'many members voting at once: every vote counted exactly once, limits exact',
    () => expectVotesCountedOnce(pub!),
    120_000,
  );
  it('one batch: limits, a code and a nonce used twice, refusals, ranks with ties, a batch failing halfway', async () => {
    await expectBatchLimitsExact(pub!);
    await expectBatchOnceOnly(pub!);
    await expectBatchRanksShared(pub!);
    await expectBatchTextVerbatim(pub!);
    await expectFailedBatchCountsNothing(pub!);
  });
  it('two publishers on one database: one member’s votes at both at once, exactly the day’s limit counts', async () => {
    const second = await testPublisher({ database: await openPostgres(url ?? '') });
    try {
      await expectLimitsAcrossPublishers(pub!, second);
    } finally {
      await second.close();
    }
  });
});
