import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/group-commit.ts';
import { testPublisher, type TestPublisher } from './test-support.ts';
import { warmUp } from './warm-up.ts';

/** What a vote or a comment moves: the rehearsals must leave every one of these as it was. */
async function written(pub: TestPublisher) {
  return rowsOf<Record<string, string>>(
    await pub.database.db.execute(sql`select
      (select count(*) from vote_logs) logs, (select count(*) from vote_tallies) tallies,
      (select coalesce(sum(count), 0) from vote_options) votes, (select count(*) from vote_captchas) codes,
      (select count(*) from comments) comments, (select coalesce(sum(count_discuss), 0) from articles) discussed,
      (select coalesce(sum(count_reply), 0) from comments) replies`),
  )[0];
}

describe('the warm-up before listening', () => {
  let pub: TestPublisher;
  beforeAll(async () => {
    pub = await testPublisher();
  });
  afterAll(() => pub.close());

  it('runs a vote batch and a comment batch and writes nothing', async () => {
    const before = await written(pub);
    expect(Number(before!.votes)).toBeGreaterThan(0);
    await warmUp(pub.app.publisher);
    expect(await written(pub)).toEqual(before);
  });
});
