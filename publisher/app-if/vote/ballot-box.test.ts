import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectBatchLimitsExact,
  expectBatchOnceOnly,
  expectBatchRanksShared,
  expectBatchTextVerbatim,
  expectFailedBatchCountsNothing,
} from '../../../scripts/bench/publisher/concurrency-figures.ts';
import { testPublisher, type TestPublisher } from '../../test-support.ts';

// PGlite's pass; postgres.test.ts runs the same on a PostgreSQL server, and two publishers on one database.
describe('the ballot box counts a batch as if its votes came one after another', () => {
  let pub: TestPublisher;
  beforeAll(async () => {
    pub = await testPublisher();
  });
  afterAll(() => pub.close());

  it('two votes of one member past a limit in one batch: exactly the allowed number count', () =>
    expectBatchLimitsExact(pub));
  it('a code or a nonce used twice in one batch counts once; refusals take the code and move no count', () =>
    expectBatchOnceOnly(pub));
  it('ranks: one more than the options of its vote with more votes after the batch; equal counts share one', () =>
    expectBatchRanksShared(pub));
  it("a ballot's text reaches the database verbatim, quotes and all", () => expectBatchTextVerbatim(pub));
  it('a batch that fails halfway answers every ballot with the error and counts none; sent again, each counts once', () =>
    expectFailedBatchCountsNothing(pub));
});
