// The concurrency figures as scenarios that both database passes run: PGlite in the area tests, and a
// PostgreSQL server in postgres.test.ts (TEST_DATABASE_URL), where a pool of connections really runs the
// transactions side by side and the row locks, not a single connection, keep the counts exact.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ballotBox, type Ballot } from '../../../publisher/app-if/vote/ballot-box.ts';
import { CAPTCHA_LIFE_MS } from '../../../publisher/app-if/vote/captcha.ts';
import { voteDay } from '../../../publisher/app-if/vote/member.ts';
import { newNonce } from '../../../publisher/app-if/vote/record-cipher.ts';
import type { Db } from '../../../publisher/db/client.ts';
import {
  members,
  products,
  scoreRecords,
  voteLogs,
  voteOptions,
} from '../../../publisher/db/schema/index.ts';
import {
  addPoints,
  callAppIf,
  castVote,
  createActivity,
  createProduct,
  createVote,
  signedInMembers,
  voteCode,
  type TestPublisher,
} from '../../../publisher/test-support.ts';

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
 * 200 members with points enough exchange the last 5 mooncake boxes at once: exactly 5 exchanges, the other 195 hear
 * 已兑完, exactly 5 deductions in the points history, the stock at 0 and every loser's points as they were.
 */
export async function expectLastItemsExact(pub: TestPublisher) {
  const title = `最后五盒月饼 ${pub.clock.now()}`;
  const { productId } = await createProduct(pub, { title, stock: 5, price: 100, limitCount: 1 });
  const racers = await signedInMembers(pub, 200);
  for (const m of racers) await addPoints(pub, { uid: m.uid, records: [{ score: 300, rule: '签到' }] });
  const answers = await Promise.all(
    racers.map((m, i) =>
      callAppIf(
        pub.app,
        'productExchange',
        {
          productID: productId,
          userID: m.uid,
          requestKey: `race-${productId}-${i}`,
          name: '抢购者',
          phone: `1391${String(i).padStart(7, '0')}`,
          address: `青岚市望湖区湖滨路 ${i + 1} 号`,
        },
        { token: m.token, method: 'POST' },
      ),
    ),
  );
  const won = answers.filter((r) => r.body.status === 0);
  expect(won).toHaveLength(5);
  expect(new Set(answers.filter((r) => r.body.status !== 0).map((r) => r.body.message))).toEqual(
    new Set(['已兑完']),
  );
  const db = pub.database.db;
  const [deductions] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      points: sql<number>`sum(${scoreRecords.score})`.mapWith(Number),
    })
    .from(scoreRecords)
    .where(and(eq(scoreRecords.rule, '兑换'), eq(scoreRecords.note, `兑换${title}`)));
  expect(deductions).toEqual({ n: 5, points: -500 });
  const [product] = await db.select().from(products).where(eq(products.productId, productId));
  expect(product).toMatchObject({ stock: 0, exchanged: 5 });
  const scores = await db
    .select({ score: members.score })
    .from(members)
    .where(
      inArray(
        members.uid,
        racers.map((m) => m.uid),
      ),
    );
  expect(scores.filter((m) => m.score === 200)).toHaveLength(5);
  expect(scores.filter((m) => m.score === 300)).toHaveLength(195);
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

/** Ballots sent in one turn of the event loop: the ballot box (app-if/vote/ballot-box.ts) counts them in one batch. */
const oneBatch = (pub: TestPublisher, ballots: Ballot[]) =>
  Promise.all(ballots.map((b) => pub.app.publisher.votes.cast(b)));

async function storedCounts(pub: TestPublisher, voteId: number) {
  const rows = await pub.database.db
    .select({ optionId: voteOptions.optionId, count: voteOptions.count })
    .from(voteOptions)
    .where(eq(voteOptions.voteId, voteId));
  return new Map(rows.map((r) => [r.optionId, r.count]));
}

async function logged(pub: TestPublisher, voteId: number, uid?: number) {
  const [row] = await pub.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(voteLogs)
    .where(and(eq(voteLogs.voteId, voteId), uid === undefined ? undefined : eq(voteLogs.uid, uid)));
  return row!.n;
}

/** One member's five votes in one batch where 3 a day and 2 per option are allowed: exactly those count, in order. */
export async function expectBatchLimitsExact(pub: TestPublisher) {
  const { voteId, optionIds } = await createVote(pub, {
    title: '同批限额',
    themes: 1,
    perTheme: 3,
    dayLimit: 3,
    optionDayLimit: 2,
    userInfo: false,
  });
  const [a, b, c] = optionIds as [number, number, number];
  const [m] = await signedInMembers(pub, 1);
  const ballot = (optionId: number): Ballot => ({
    voteId,
    optionId,
    uid: m!.uid,
    day: voteDay(pub.clock.now()),
    nonce: newNonce(),
    ip: '203.0.113.5',
    dayLimit: 3,
    optionDayLimit: 2,
  });
  const answers = await oneBatch(pub, [ballot(a), ballot(a), ballot(a), ballot(b), ballot(c)]);
  expect(answers).toEqual([
    { count: 1, rank: 1, dayUsed: 1, optionUsed: 1 },
    { count: 2, rank: 1, dayUsed: 2, optionUsed: 2 },
    'optionLimit',
    { count: 1, rank: 2, dayUsed: 3, optionUsed: 1 },
    'dayLimit',
  ]);
  expect(await storedCounts(pub, voteId)).toEqual(
    new Map([
      [a, 2],
      [b, 1],
      [c, 0],
    ]),
  );
  expect(await logged(pub, voteId, m!.uid)).toBe(3);
  // the next batch starts from what the last one left: the day is used up
  expect(await oneBatch(pub, [ballot(b)])).toEqual(['dayLimit']);
}

/**
 * In one batch: a nonce or an image code used twice counts once; a wrong or expired code, a bad record, an option of
 * another vote, a missing user info each refuse their ballot, take its code out and move no count.
 */
export async function expectBatchOnceOnly(pub: TestPublisher) {
  const { voteId, optionIds } = await createVote(pub, {
    title: '同批一次',
    themes: 1,
    perTheme: 2,
    dayLimit: 0,
    optionDayLimit: 0,
    userInfo: false,
  });
  const other = await createVote(pub, { title: '别的投票', themes: 1, perTheme: 1, userInfo: false });
  const withInfo = await createVote(pub, { title: '先填信息', themes: 1, perTheme: 1, userInfo: true });
  const [m, n] = await signedInMembers(pub, 2);
  const now = pub.clock.now();
  const codes = await Promise.all(Array.from({ length: 8 }, () => voteCode(pub, false)));
  const ballot = (i: number, over: Partial<Ballot> = {}): Ballot => ({
    voteId,
    optionId: optionIds[0]!,
    uid: m!.uid,
    day: voteDay(now),
    nonce: newNonce(),
    ip: '203.0.113.6',
    dayLimit: 0,
    optionDayLimit: 0,
    code: { codeKey: codes[i]!.codeKey, answer: codes[i]!.verifyCode, now },
    ...over,
  });
  const nonce = newNonce();
  const wrong = codes[3]!.verifyCode === 'AAAA' ? 'BBBB' : 'AAAA';
  const answers = await oneBatch(pub, [
    ballot(0, { nonce }),
    ballot(1, { nonce }),
    ballot(2),
    ballot(2),
    ballot(3, { code: { codeKey: codes[3]!.codeKey, answer: wrong, now } }),
    ballot(4, { refusal: 'badRecord' }),
    ballot(5, { optionId: other.optionIds[0]! }),
    ballot(6, { voteId: withInfo.voteId, optionId: withInfo.optionIds[0]!, needsInfo: true }),
    ballot(7, {
      uid: n!.uid,
      code: { codeKey: codes[7]!.codeKey, answer: codes[7]!.verifyCode, now: now + CAPTCHA_LIFE_MS + 1 },
    }),
  ]);
  expect(answers.map((a) => (typeof a === 'string' ? a : a.count))).toEqual([
    1,
    'replayed',
    2,
    'codeExpired',
    'codeWrong',
    'badRecord',
    'otherVote',
    'needInfo',
    'codeExpired',
  ]);
  expect(await storedCounts(pub, voteId)).toEqual(
    new Map([
      [optionIds[0]!, 2],
      [optionIds[1]!, 0],
    ]),
  );
  expect(await logged(pub, voteId)).toBe(2);
  expect((await storedCounts(pub, other.voteId)).get(other.optionIds[0]!)).toBe(0);
  expect(await logged(pub, withInfo.voteId)).toBe(0);
  // every code of the batch was taken out, the refused ones too: the right answer now comes too late
  expect(await oneBatch(pub, [ballot(3), ballot(4), ballot(5)])).toEqual([
    'codeExpired',
    'codeExpired',
    'codeExpired',
  ]);
}

/**
 * What a ballot carries reaches the database as it was sent, whatever its characters: on PGlite the batch's JSON
 * travels as an SQL literal (ballot-box.ts), so quotes, backslashes and a `$1` must stay text.
 */
export async function expectBatchTextVerbatim(pub: TestPublisher) {
  const { voteId, optionIds } = await createVote(pub, {
    title: '原样入库',
    themes: 1,
    perTheme: 1,
    userInfo: false,
  });
  const [m] = await signedInMembers(pub, 1);
  const ip = `203.0.113.8', 'x'); delete from vote_logs; -- \\' $1 ''藏`;
  const ballot = (over: Partial<Ballot> = {}): Ballot => ({
    voteId,
    optionId: optionIds[0]!,
    uid: m!.uid,
    day: voteDay(pub.clock.now()),
    nonce: newNonce(),
    ip,
    dayLimit: 0,
    optionDayLimit: 0,
    ...over,
  });
  const counted = ballot();
  const answers = await oneBatch(pub, [
    counted,
    ballot({ code: { codeKey: "k'); --", answer: "A'B", now: pub.clock.now() } }),
  ]);
  expect(answers).toEqual([{ count: 1, rank: 1, dayUsed: 1, optionUsed: 1 }, 'codeExpired']);
  const rows = await pub.database.db
    .select({ ip: voteLogs.ip })
    .from(voteLogs)
    .where(eq(voteLogs.nonce, counted.nonce));
  expect(rows).toEqual([{ ip }]);
  expect(await logged(pub, voteId)).toBe(1);
}

/**
 * The rank a counted vote answers, in a batch that moves several options of a vote with ties and another vote too:
 * one more than the other options of its vote with more votes once the batch is counted, so equal counts share a
 * rank, and the last vote of the batch for each option answers the rank the option list then shows.
 */
export async function expectBatchRanksShared(pub: TestPublisher) {
  const ballotFor = (voteId: number, optionId: number, uid: number): Ballot => ({
    voteId,
    optionId,
    uid,
    day: voteDay(pub.clock.now()),
    nonce: newNonce(),
    ip: '203.0.113.8',
    dayLimit: 0,
    optionDayLimit: 0,
  });
  const shape = { themes: 1, dayLimit: 0, optionDayLimit: 0, userInfo: false };
  const { voteId, optionIds } = await createVote(pub, { title: '并列名次', perTheme: 4, ...shape });
  const other = await createVote(pub, { title: '另一个投票', perTheme: 2, ...shape });
  const [a, b, c, d] = optionIds as [number, number, number, number];
  for (const [optionId, count] of [
    [a, 5],
    [b, 3],
    [c, 3],
  ] as const)
    await pub.database.db.update(voteOptions).set({ count }).where(eq(voteOptions.optionId, optionId));
  const [m] = await signedInMembers(pub, 1);
  const ballot = (optionId: number, ofVote = voteId) => ballotFor(ofVote, optionId, m!.uid);
  const answers = await oneBatch(pub, [
    ballot(d),
    ballot(b),
    ballot(c),
    ballot(other.optionIds[0]!, other.voteId),
    ballot(c),
  ]);
  // counted: a 5, b 4, c 5, d 1; the other vote's options 1 and 0
  expect(answers.map((x) => (typeof x === 'string' ? x : [x.count, x.rank]))).toEqual([
    [1, 4],
    [4, 3],
    [4, 2],
    [1, 1],
    [5, 1],
  ]);
  const list = await callAppIf(pub.app, 'getVoteOptions', { voteID: voteId, page: 0 }, { token: m!.token });
  const ranks = (list.body.data as { list: { optionID: number; rank: number }[] }).list.map((o) => [
    o.optionID,
    o.rank,
  ]);
  expect(ranks).toEqual([
    [a, 1],
    [b, 3],
    [c, 1],
    [d, 4],
  ]);
}

/** `db` whose transactions fail at their `failAt`-th raw statement, as a full disk or a lost connection would. */
function failingAt(db: Db, failAt: number): Db {
  const bound = <T extends object>(target: T, prop: string | symbol) => {
    const value = Reflect.get(target, prop) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  };
  return new Proxy(db, {
    get: (target, prop) =>
      prop !== 'transaction'
        ? bound(target, prop)
        : (work: (tx: Db) => Promise<unknown>) =>
            target.transaction((tx) => {
              let statements = 0;
              const failing = new Proxy(tx, {
                get: (t, p) =>
                  p !== 'execute'
                    ? bound(t, p)
                    : (query: Parameters<Db['execute']>[0]) => {
                        statements += 1;
                        if (statements === failAt) throw new Error('the disk is full');
                        return t.execute(query);
                      },
              });
              return work(failing as unknown as Db);
            }),
  }) as Db;
}

/**
 * A batch whose last statement (the write) fails rolls back whole: every ballot of it hears the error, no count, log
 * row or tally moves and its image codes are back; sent again, each counts exactly once.
 */
export async function expectFailedBatchCountsNothing(pub: TestPublisher) {
  const { voteId, optionIds } = await createVote(pub, {
    title: '半途失败',
    themes: 1,
    perTheme: 2,
    dayLimit: 0,
    optionDayLimit: 0,
    userInfo: false,
  });
  const [m] = await signedInMembers(pub, 1);
  const now = pub.clock.now();
  const codes = await Promise.all(Array.from({ length: 4 }, () => voteCode(pub, false)));
  const ballots = codes.map((code, i): Ballot => ({
    voteId,
    optionId: optionIds[i % 2]!,
    uid: m!.uid,
    day: voteDay(now),
    nonce: newNonce(),
    ip: '203.0.113.7',
    dayLimit: 0,
    optionDayLimit: 0,
    code: { codeKey: code.codeKey, answer: code.verifyCode, now },
  }));
  // the batch's statements: the votes' locks (on a shared database only), the read (which takes the codes out), the write
  const sharedDatabase = pub.database.kind !== 'pglite';
  const broken = ballotBox(failingAt(pub.database.db, sharedDatabase ? 3 : 2), pub.clock, { sharedDatabase });
  const failed = await Promise.allSettled(ballots.map((b) => broken.cast(b)));
  expect(failed.map((f) => (f.status === 'rejected' ? (f.reason as Error).message : f.value))).toEqual(
    Array(4).fill('the disk is full'),
  );
  expect(await storedCounts(pub, voteId)).toEqual(new Map(optionIds.map((o) => [o, 0])));
  expect(await logged(pub, voteId)).toBe(0);

  const again = await oneBatch(pub, ballots);
  expect(again.map((a) => (typeof a === 'string' ? a : a.count))).toEqual([1, 1, 2, 2]);
  expect(await oneBatch(pub, ballots)).toEqual(Array(4).fill('codeExpired'));
  expect(await storedCounts(pub, voteId)).toEqual(new Map(optionIds.map((o) => [o, 2])));
  expect(await logged(pub, voteId)).toBe(4);
}

/**
 * Two publisher processes on one database, each with its own ballot box, get one member's votes at once: the vote's
 * lock makes one count its batch after the other's, so exactly the day's limit counts.
 */
export async function expectLimitsAcrossPublishers(first: TestPublisher, second: TestPublisher) {
  const { voteId, optionIds } = await createVote(first, {
    title: '两个进程',
    themes: 1,
    perTheme: 2,
    dayLimit: 3,
    optionDayLimit: 0,
    userInfo: false,
  });
  const [m] = await signedInMembers(first, 1);
  const ballot = (i: number): Ballot => ({
    voteId,
    optionId: optionIds[i % 2]!,
    uid: m!.uid,
    day: voteDay(first.clock.now()),
    nonce: newNonce(),
    ip: '203.0.113.7',
    dayLimit: 3,
    optionDayLimit: 0,
  });
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => (i % 2 ? second : first).app.publisher.votes.cast(ballot(i))),
  );
  expect(answers.filter((a) => typeof a !== 'string')).toHaveLength(3);
  expect(answers.filter((a) => a === 'dayLimit')).toHaveLength(9);
  const [row] = await first.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(voteLogs)
    .where(eq(voteLogs.voteId, voteId));
  expect(row!.n).toBe(3);
}
