// The concurrency figures as scenarios that both database passes run: PGlite in the area tests, and a
// PostgreSQL server in postgres.test.ts (TEST_DATABASE_URL), where a pool of connections really runs the
// transactions side by side and the row locks, not a single connection, keep the counts exact.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { voteLogs } from './db/schema/index.ts';
import {
  callAppIf,
  castVote,
  createActivity,
  createVote,
  signedInMembers,
  type TestPublisher,
} from './test-support.ts';

/** 20 members take 20 of 25 places one after another, then 200 race for the last 5 at once: exactly 5 win. */
export async function expectLastPlacesExact(pub: TestPublisher) {
  const { fileId } = await createActivity(pub, { title: '最后五个名额', quota: 25 });
  const signUp = (token: string, name: string, phone: string) =>
    callAppIf(
      pub.app,
      'activityRegist',
      { fileId, signForm: JSON.stringify({ entry_realName: name, entry_phone: phone }) },
      { token, method: 'POST' },
    );
  const early = await signedInMembers(pub, 20);
  for (const [i, m] of early.entries()) await signUp(m.token, '早', `1380000${1000 + i}`);
  const racers = await signedInMembers(pub, 200);
  const answers = await Promise.all(
    racers.map((m, i) => signUp(m.token, '抢', `1361${String(i).padStart(7, '0')}`)),
  );
  const token = racers[0]!.token;
  const list = await callAppIf(pub.app, 'entryList', { fileId }, { token });
  const detail = await callAppIf(pub.app, 'activityDetail', { fileId }, { token });
  expect(answers.filter((r) => r.body.status === 0)).toHaveLength(5);
  expect(new Set(answers.filter((r) => r.body.status !== 0).map((r) => r.body.message))).toEqual(
    new Set(['名额已满']),
  );
  expect((list.body.data as { count: string }).count).toBe('25');
  expect((detail.body.data as { participatorNum: number }).participatorNum).toBe(25);
}

/**
 * 40 members each try 5 votes at once (3 on the first option, one on each of two others) where 3 a day and 2 per
 * option are allowed: exactly 3 of each member's count, each once in the option counts and once in the log.
 */
export async function expectVotesCountedOnce(pub: TestPublisher) {
  const voters = await signedInMembers(pub, 40);
  const { voteId, optionIds } = await createVote(pub, {
    title: '并发投票',
    themes: 1,
    perTheme: 4,
    dayLimit: 3,
    optionDayLimit: 2,
    userInfo: false,
  });
  const tries = voters.flatMap((m) => [0, 0, 0, 1, 2].map((i) => ({ m, option: optionIds[i]! })));
  const answers = await Promise.all(
    tries.map(({ m, option }) => castVote(pub, m, voteId, option, { draw: false })),
  );
  const options = await callAppIf(
    pub.app,
    'getVoteOptions',
    { voteID: voteId, page: 0 },
    { token: voters[0]!.token },
  );
  const counts = (options.body.data as { list: { count: number }[] }).list.map((o) => o.count);
  const [logs] = await pub.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(voteLogs)
    .where(eq(voteLogs.voteId, voteId));
  const counted = answers.filter((r) => r.body.status === 0).length;
  expect(counted).toBe(voters.length * 3);
  for (const r of answers.filter((a) => a.body.status !== 0))
    expect(['今日投票次数已用完', '今日为该选项投票次数已用完']).toContain(r.body.message);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(counted);
  expect(logs!.n).toBe(counted);
}
