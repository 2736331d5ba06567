// The publisher bench's write scenarios and search (issues 9, 10, 13), run against a publisher with test hooks on,
// on a data dir of its own (scripts/bench/publisher/bench.ts copies the seeded one), so the reads' data dir stays as seeded.
// Everything a run sends is prepared before it is timed: members and their tokens, one-use image codes and their
// answers, sealed vote records.
import { load, type LoadFigures, type PreparedRequest } from './bench-autocannon.ts';
import { COMMENTS_PER_MINUTE } from '../../../publisher/app-if/comments/post.ts';
import { SIGN_UP_REFUSALS } from '../../../publisher/app-if/activity/register.ts';
import { newNonce, recordKey, sealVoteRecord } from '../../../publisher/app-if/vote/record-cipher.ts';
import { BENCH_EDITOR_TOKEN } from './bench-publisher.ts';

/** issue 10: comments posted at this fixed rate (p99 ≤ 30 ms) */
export const COMMENT_RATE = 200;
/** issue 13: votes at this fixed rate (p99 ≤ 30 ms) */
export const VOTE_RATE = 500;
/**
 * Each write scenario first runs this long at its rate, not counted (same requests, same publisher, another option
 * or other members): the figures are a warm server's, as the reads' are after their first requests
 * (scripts/bench/throughput.mjs warms up too). The publisher warms its own write paths before it listens
 * (publisher/warm-up.ts); this covers what only traffic warms (the JIT of the HTTP path, the kernel's sockets).
 */
export const WRITE_WARM_UP_SECONDS = 1;
/** issue 13: members racing at once for the last places */
export const SIGN_UP_RACERS = 200;
export const LAST_PLACES = 5;
/** places taken before the race, so the race is for the last ones */
const PLACES_TAKEN = 20;
/** issue 9: ten times the demo's content */
export const SEARCH_CONTENT_TIMES = 10;
/**
 * Searches a second: a reader's search is not a hot read, so the figure is the search's own latency at a steady
 * rate, not a queue of 50 connections; each request is one the answer cache has not seen (see searchRequests).
 */
export const SEARCH_RATE = 20;
/** Members enough for every scenario of a run: the sign-up race needs one each. */
export const BENCH_MEMBERS = 2_000;

export type Member = { uid: number; token: string };
/** One answer of a run that sends prepared requests: refusals counted, not fatal. */
export type WriteFigures = LoadFigures & { failed: number };
export type VoteFigures = WriteFigures & { counted: number };
export type SignUpFigures = { ms: number; succeeded: number; full: number; other: number };

export const form = (fields: Record<string, string | number>) =>
  new URLSearchParams({ siteId: '1', curVersions: '1', ...stringify(fields) }).toString();
const stringify = (o: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
export const formHeaders = (token: string) => ({
  token,
  'content-type': 'application/x-www-form-urlencoded',
});

/** A test hook's data (PUBLISHER_TEST_HOOKS=1); anything but a success throws. */
export async function hook<T>(base: string, name: string, payload: object): Promise<T> {
  const response = await fetch(`${base}/app_if/test/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { status?: number; message?: string; data?: T };
  if (response.status !== 200 || body.status !== 0)
    throw new Error(`test hook ${name}: ${response.status} ${body.message ?? ''}`);
  return body.data as T;
}

/** Signed-in members, made once for the whole bench. */
export async function benchMembers(base: string, count = BENCH_MEMBERS): Promise<Member[]> {
  const all: Member[] = [];
  while (all.length < count) {
    const { members } = await hook<{ members: Member[] }>(base, 'signedInMembers', {
      count: Math.min(1_000, count - all.length),
    });
    all.push(...members);
  }
  return all;
}

/** Runs a scenario's timed part; a caller may wrap it to measure around it (bench-writes-alone.ts: the server's CPU). */
export type Timed = <T>(run: () => Promise<T>) => Promise<T>;
const untimed: Timed = (run) => run();

/** The figures of a prepared run: `failed` is every request not answered 200 with status 0. */
async function prepared(url: string, rate: number, requests: PreparedRequest[], connections: number) {
  const figures = await load({ url, connections, seconds: 0, rate, requests, refusalsCounted: true });
  return { ...figures, failed: requests.length - figures.ok };
}

/** How many banned and how many suspect words the newsroom's lists hold while comments are posted (issue 39). */
export const BENCH_WORDS = 10_000;

/** The newsroom's word lists, BENCH_WORDS each, none of them in the bench's comments: every comment is published. */
async function setWordLists(base: string): Promise<void> {
  const words = (kind: string) =>
    Array.from({ length: BENCH_WORDS }, (_, i) => `${kind}${i.toString(36)}词${(i * 7919).toString(36)}`);
  const response = await fetch(`${base}/editor/api/moderation/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${BENCH_EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ bannedWords: words('禁'), suspectWords: words('疑') }),
  });
  if (!response.ok) throw new Error(`setting the word lists answered ${response.status}`);
}

/**
 * Comments posted at COMMENT_RATE for `seconds` on an article of their own, through the whole moderation pipeline
 * with BENCH_WORDS banned and suspect words, by enough members that none reaches the per-member limit
 * (COMMENTS_PER_MINUTE; the limiter starts empty with each publisher start), after WRITE_WARM_UP_SECONDS of the
 * same by other members, not counted.
 */
export async function postComments(
  base: string,
  members: Member[],
  seconds: number,
  connections: number,
  timed = untimed,
) {
  const count = COMMENT_RATE * seconds;
  const warm = COMMENT_RATE * WRITE_WARM_UP_SECONDS;
  const posters = Math.ceil(count / COMMENTS_PER_MINUTE);
  const warmPosters = Math.ceil(warm / COMMENTS_PER_MINUTE);
  if (posters + warmPosters > members.length)
    throw new Error(`${count} comments and ${warm} to warm up need ${posters + warmPosters} members`);
  await setWordLists(base);
  const { fileId } = await hook<{ fileId: number }>(base, 'article', {
    title: '压测评论文章',
    content: '<p>压测评论文章正文。</p>',
  });
  const post = (m: Member, n: number): PreparedRequest => ({
    method: 'POST',
    path: '/app_if/discuss',
    headers: formHeaders(m.token),
    body: form({
      rootID: fileId,
      userID: m.uid,
      sourceType: 0,
      content: `压测评论第${n}条，说说我的看法。`,
    }),
  });
  const url = `${base}/app_if/discuss`;
  const warmers = members.slice(posters, posters + warmPosters);
  await prepared(
    url,
    COMMENT_RATE,
    Array.from({ length: warm }, (_, i) => post(warmers[i % warmPosters]!, count + i + 1)),
    connections,
  );
  const requests = Array.from({ length: count }, (_, i) => post(members[i % posters]!, i + 1));
  return timed(() => prepared(url, COMMENT_RATE, requests, connections));
}

/**
 * Votes at VOTE_RATE for `seconds` on a vote of its own (no day or option limit, no user-info box: limits are
 * not what is measured), each with its own image code and sealed record, spread over the members; then the
 * option's stored count, which must have risen by exactly the votes answered. Before them, WRITE_WARM_UP_SECONDS of
 * the same for the vote's other option, not counted.
 */
export async function castVotes(
  base: string,
  members: Member[],
  seconds: number,
  connections: number,
  timed = untimed,
): Promise<VoteFigures> {
  const count = VOTE_RATE * seconds;
  const warm = VOTE_RATE * WRITE_WARM_UP_SECONDS;
  const { voteId, optionIds } = await hook<{ voteId: number; optionIds: number[] }>(base, 'vote', {
    title: '压测投票',
    themes: 1,
    perTheme: 2,
    dayLimit: 0,
    optionDayLimit: 0,
    userInfo: false,
  });
  const [optionId, warmOptionId] = optionIds as [number, number];
  const config = (await (await fetch(`${base}/app_if/getConfig?appID=1`)).json()) as { encryptKey4?: string };
  const key = await recordKey(String(config.encryptKey4 ?? ''));
  const codes: { codeKey: string; answer: string }[] = [];
  while (codes.length < count + warm)
    codes.push(
      ...(
        await hook<{ codes: typeof codes }>(base, 'voteCaptchas', {
          count: Math.min(5_000, count + warm - codes.length),
        })
      ).codes,
    );
  const requests: PreparedRequest[] = [];
  for (const [i, code] of codes.entries()) {
    const m = members[i % members.length]!;
    const record = await sealVoteRecord(
      {
        voteID: voteId,
        optionID: i < warm ? warmOptionId : optionId,
        userID: m.uid,
        t: Date.now(),
        nonce: newNonce(),
      },
      key,
    );
    requests.push({
      method: 'POST',
      path: '/app_if/recordVoteCountAndLog',
      headers: formHeaders(m.token),
      body: form({ voteID: voteId, codeKey: code.codeKey, verifyCode: code.answer, record }),
    });
  }
  const url = `${base}/app_if/recordVoteCountAndLog`;
  await prepared(url, VOTE_RATE, requests.slice(0, warm), connections);
  const figures = await timed(() => prepared(url, VOTE_RATE, requests.slice(warm), connections));
  const { count: counted } = await hook<{ count: number }>(base, 'voteOption', { optionId });
  return { ...figures, counted };
}

/**
 * Votes counted that were refused, or answered and not counted: 0 when every vote counted exactly once. A vote whose
 * answer never came (an error: the connection dropped or timed out) may have been counted or not.
 */
export const miscounted = (v: VoteFigures) =>
  v.counted < v.ok ? v.ok - v.counted : Math.max(0, v.counted - v.ok - v.errors);

/**
 * SIGN_UP_RACERS members sign up at once for an activity with LAST_PLACES places left (PLACES_TAKEN taken just
 * before by others): how long until every one is answered, how many got in, how many heard 名额已满, and how many
 * heard anything else.
 */
export async function signUpRace(base: string, members: Member[]): Promise<SignUpFigures> {
  if (members.length < PLACES_TAKEN + SIGN_UP_RACERS) throw new Error('too few members for the sign-up race');
  const { fileId } = await hook<{ fileId: number }>(base, 'activity', {
    title: '压测报名活动',
    quota: PLACES_TAKEN + LAST_PLACES,
  });
  const signUp = async (m: Member, n: number) => {
    const response = await fetch(`${base}/app_if/activityRegist`, {
      method: 'POST',
      headers: formHeaders(m.token),
      body: form({
        fileId,
        signForm: JSON.stringify({
          entry_realName: `报名者${n}`,
          entry_phone: `139${String(n).padStart(8, '0')}`,
        }),
      }),
    });
    return (await response.json()) as { status?: number; message?: string };
  };
  const taken = await Promise.all(members.slice(0, PLACES_TAKEN).map((m, n) => signUp(m, n)));
  if (taken.some((a) => a.status !== 0))
    throw new Error(`the first sign-ups were refused: ${JSON.stringify(taken)}`);
  const racers = members.slice(PLACES_TAKEN, PLACES_TAKEN + SIGN_UP_RACERS);
  const started = performance.now();
  const answers = await Promise.all(racers.map((m, n) => signUp(m, PLACES_TAKEN + n)));
  const ms = Math.round(performance.now() - started);
  const succeeded = answers.filter((a) => a.status === 0).length;
  const full = answers.filter((a) => a.status !== 0 && a.message === SIGN_UP_REFUSALS.full).length;
  return { ms, succeeded, full, other: answers.length - succeeded - full };
}

/** The demo's published articles copied to SEARCH_CONTENT_TIMES of each (once per data dir). */
export const multiplyContent = (base: string) =>
  hook<{ articles: number }>(base, 'multiplyArticles', { times: SEARCH_CONTENT_TIMES });

const HAN_PAIR = /[\u4e00-\u9fff]{2}/g;

/**
 * searchAllInTime as the search page asks, every request a search the answer cache has not seen (the cache would
 * otherwise be what is measured): two-character words taken from the titles and matched text the first word finds, the demo site's
 * name 青岚 first, each word asked again only with another page size.
 */
export async function searchRequests(base: string, token: string, count: number): Promise<PreparedRequest[]> {
  const path = (key: string, size: number) =>
    `/app_if/searchAllInTime?key=${encodeURIComponent(key)}&tclass=-1&start=0&count=${size}&siteId=1&curVersions=1`;
  const found = (await (await fetch(`${base}${path('青岚', 50)}`, { headers: { token } })).json()) as {
    data?: { list?: { title: string; matchText: string }[] };
  };
  const hits = found.data?.list ?? [];
  if (hits.length === 0) throw new Error('searching 青岚 finds nothing');
  const words = [
    ...new Set(['青岚', ...hits.flatMap((h) => `${h.title} ${h.matchText}`.match(HAN_PAIR) ?? [])]),
  ];
  return Array.from({ length: count }, (_, i) => ({
    method: 'GET',
    path: path(words[i % words.length]!, 20 - (Math.floor(i / words.length) % 20)),
    headers: { token },
  }));
}

/** SEARCH_RATE searches a second for `seconds`, on ten times the demo's content. */
export async function search(base: string, token: string, seconds: number, connections: number) {
  const requests = await searchRequests(base, token, SEARCH_RATE * seconds);
  return prepared(`${base}/app_if/searchAllInTime`, SEARCH_RATE, requests, connections);
}
