import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from '../scripts/bench/stats.mjs';

type Summary = ReturnType<typeof summarize>;

export type LoadFigures = {
  rps: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerAnswer: number;
};

/** One round: a cold start, then each operation under load. */
export type PublisherRun = {
  coldStartMs: number;
  getArticles: LoadFigures;
  getArticleContent: LoadFigures;
  /** the influence ranking and a category's accounts (issue 14: each ≥ 2,000 req/s) */
  xyRank: LoadFigures;
  getCatXys: LoadFigures;
};

export type PublisherBench = {
  /** How the publisher was started: the bundle (publisher/dist) or the sources through tsx (start.mjs decides). */
  startedFrom: 'bundle' | 'sources';
  urls: { getArticles: string; getArticleContent: string; xyRank: string; getCatXys: string };
  connections: number;
  seconds: number;
  runs: PublisherRun[];
  /** each figure as the median of the runs with its spread */
  figures: {
    coldStartMs: Summary;
    getArticlesRps: Summary;
    getArticlesP99Ms: Summary;
    getArticleContentRps: Summary;
    getArticleContentP99Ms: Summary;
    xyRankRps: Summary;
    getCatXysRps: Summary;
  };
  machine: { cores: number; loadAverage1m: { start: number; end: number }; note: string };
  aims: { coldStartMs: number; getArticlesRps: number; p99Ms: number };
};

export const AIMS = { coldStartMs: 3000, getArticlesRps: 2000, p99Ms: 50 };

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 50;

async function waitForAnswer(url: string, started: number, deadlineMs: number): Promise<number> {
  while (Date.now() - started < deadlineMs) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        const body = (await response.json()) as { siteID?: unknown; data?: { siteID?: unknown } };
        if (body.siteID !== undefined || body.data?.siteID !== undefined) return Date.now() - started;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`publisher did not answer within ${deadlineMs} ms`);
}

/** autocannon in a child process (publisher/bench-load.mjs), 50 connections for `seconds`. */
function load(url: string, token: string, seconds: number): Promise<LoadFigures> {
  return new Promise((done, fail) => {
    const args = JSON.stringify({ url, headers: { token }, connections: CONNECTIONS, seconds });
    const child = spawn(process.execPath, [resolve(root, 'publisher/bench-load.mjs'), args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`load generator exited with ${code}`));
      const figures = JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadFigures;
      if (figures.non2xx > 0 || figures.errors > 0)
        return fail(new Error(`${figures.non2xx} non-2xx answers and ${figures.errors} errors from ${url}`));
      done(figures);
    });
  });
}

/** The answer a reader's page gets, checked before it is loaded: a wrapped success with real content. */
async function wrappedData(url: string, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { token } });
  const body = (await response.json()) as { status?: number; data?: unknown };
  if (!response.ok || body.status !== 0 || !body.data || typeof body.data !== 'object') {
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body.data as Record<string, unknown>;
}

/**
 * Starts the publisher on PGlite the way `node publisher/start.mjs` does (the bundle when it is fresh, else tsx), in
 * a child process, on a data dir of its own (seeded on first use, outside the timing, so cold start is measured
 * with an existing data dir and never touches one another server has open). Each of `runs` rounds: cold start
 * (spawn to the first successful getConfig), then the home page's getArticles and an article page's
 * getArticleContent, with the parameters the front end sends (app/api/index.ts), under load for `seconds` each, then
 * a stop. Every figure is the median of the rounds, with its spread.
 */
export async function benchPublisher(
  options: { dataDir?: string; port?: number; seconds?: number; runs?: number } = {},
): Promise<PublisherBench> {
  const dataDir = resolve(
    root,
    options.dataDir ?? process.env.PUBLISHER_BENCH_DATA_DIR ?? join(tmpdir(), 'touch-news-publisher-bench'),
  );
  const port = options.port ?? Number(process.env.PUBLISHER_BENCH_PORT ?? 18181);
  const seconds = options.seconds ?? Number(process.env.PUBLISHER_BENCH_SECONDS ?? 10);
  const runCount = options.runs ?? Number(process.env.PUBLISHER_BENCH_RUNS ?? 5);
  const base = `http://127.0.0.1:${port}`;
  const configUrl = `${base}/app_if/getConfig?appID=1`;
  const loadAtStart = loadavg()[0]!;
  let startedFrom: PublisherBench['startedFrom'] = 'sources';
  const start = () => {
    const child = spawn(process.execPath, [resolve(root, 'publisher/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PUBLISHER_PORT: String(port),
        PUBLISHER_HOST: '127.0.0.1',
        PUBLISHER_DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const from = /ready \d+ ms .*from the (bundle|sources)/.exec(chunk.toString());
      if (from) startedFrom = from[1] as PublisherBench['startedFrom'];
    });
    child.stderr.resume();
    return child;
  };
  const stop = (child: ReturnType<typeof start>) =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });

  if (!existsSync(resolve(dataDir, 'pglite', 'PG_VERSION'))) {
    const seeding = start();
    await waitForAnswer(configUrl, Date.now(), 180_000);
    await stop(seeding);
  }

  const homeUrl = `${base}/app_if/getArticles?columnId=1&lastFileId=0&page=0&version=0&adv=1&siteId=1&curVersions=1`;
  const xyRankUrl = `${base}/app_if/xyRank?siteID=1&curVersions=1`;
  let catXysUrl = '';
  let articleUrl = '';
  const runs: PublisherRun[] = [];
  for (let i = 0; i < runCount; i += 1) {
    const started = Date.now();
    const child = start();
    try {
      const coldStartMs = await waitForAnswer(configUrl, started, 60_000);
      const token = (
        (await (await fetch(`${base}/app_if/getAnonymousToken?device=bench`)).json()) as {
          securityToken: string;
        }
      ).securityToken;
      if (!articleUrl) articleUrl = await firstArticleUrl(base, homeUrl, token);
      if (!catXysUrl) catXysUrl = await firstCategoryUrl(base, token);
      const getArticles = await load(homeUrl, token, seconds);
      const getArticleContent = await load(articleUrl, token, seconds);
      const xyRank = await load(xyRankUrl, token, seconds);
      const getCatXys = await load(catXysUrl, token, seconds);
      runs.push({ coldStartMs, getArticles, getArticleContent, xyRank, getCatXys });
    } finally {
      await stop(child);
    }
  }
  const each = (figure: (run: PublisherRun) => number) => summarize(runs.map(figure));
  return {
    startedFrom,
    urls: { getArticles: homeUrl, getArticleContent: articleUrl, xyRank: xyRankUrl, getCatXys: catXysUrl },
    connections: CONNECTIONS,
    seconds,
    runs,
    figures: {
      coldStartMs: each((r) => r.coldStartMs),
      getArticlesRps: each((r) => r.getArticles.rps),
      getArticlesP99Ms: each((r) => r.getArticles.p99Ms),
      getArticleContentRps: each((r) => r.getArticleContent.rps),
      getArticleContentP99Ms: each((r) => r.getArticleContent.p99Ms),
      xyRankRps: each((r) => r.xyRank.rps),
      getCatXysRps: each((r) => r.getCatXys.rps),
    },
    machine: {
      cores: cpus().length,
      loadAverage1m: {
        start: Math.round(loadAtStart * 100) / 100,
        end: Math.round(loadavg()[0]! * 100) / 100,
      },
      note: 'server and load generator are separate processes sharing these cores',
    },
    aims: AIMS,
  };
}

/** The first article of the home list, its answer checked to be that article. */
async function firstArticleUrl(base: string, homeUrl: string, token: string): Promise<string> {
  const home = await wrappedData(homeUrl, token);
  const first = (home.list as { fileId: number; colID: number; articleType: number }[]).find(
    (item) => item.articleType === 0,
  );
  if (!first) throw new Error('the home list has no article to open');
  const url = `${base}/app_if/getArticleContent?articleId=${first.fileId}&colID=${first.colID}&siteId=1&curVersions=1`;
  if ((await wrappedData(url, token)).fileId !== String(first.fileId))
    throw new Error(`${url} is not article ${first.fileId}`);
  return url;
}

/** The first account category's accounts, as the subscription page asks for them, checked to list some. */
async function firstCategoryUrl(base: string, token: string): Promise<string> {
  const cats = await wrappedData(`${base}/app_if/getCats?siteId=1&code=XYACCOUNT&curVersions=1`, token);
  const first = (cats.list as { id: number }[])[0];
  if (!first) throw new Error('the publisher has no account category');
  const url = `${base}/app_if/getCatXys?siteID=1&id=${first.id}&start=0&count=20&curVersions=1`;
  if (((await wrappedData(url, token)).list as unknown[]).length === 0)
    throw new Error(`${url} lists no account`);
  return url;
}

export function formatBench(b: PublisherBench): string {
  const f = b.figures;
  const row = (label: string, s: Summary, aim = '', met?: boolean) =>
    (
      `${label.padEnd(26)}${String(s.median).padStart(7)}  (${s.min}–${s.max})`.padEnd(52) +
      (aim ? `aim ${aim}`.padEnd(16) + (met ? 'ok' : 'MISS') : '')
    ).trimEnd();
  return [
    row(
      `cold start ms (${b.startedFrom})`,
      f.coldStartMs,
      `< ${AIMS.coldStartMs}`,
      f.coldStartMs.median < AIMS.coldStartMs,
    ),
    row(
      'getArticles req/s',
      f.getArticlesRps,
      `≥ ${AIMS.getArticlesRps}`,
      f.getArticlesRps.median >= AIMS.getArticlesRps,
    ),
    row('getArticles p99 ms', f.getArticlesP99Ms, `< ${AIMS.p99Ms}`, f.getArticlesP99Ms.median < AIMS.p99Ms),
    row('getArticleContent req/s', f.getArticleContentRps),
    row(
      'getArticleContent p99 ms',
      f.getArticleContentP99Ms,
      `< ${AIMS.p99Ms}`,
      f.getArticleContentP99Ms.median < AIMS.p99Ms,
    ),
    row('xyRank req/s', f.xyRankRps, `≥ ${AIMS.getArticlesRps}`, f.xyRankRps.median >= AIMS.getArticlesRps),
    row(
      'getCatXys req/s',
      f.getCatXysRps,
      `≥ ${AIMS.getArticlesRps}`,
      f.getCatXysRps.median >= AIMS.getArticlesRps,
    ),
    `(publisher: median (min–max) of ${b.runs.length} runs, ${b.connections} connections × ${b.seconds} s; ${b.machine.cores} cores, ` +
      `load average ${b.machine.loadAverage1m.start} at the start, ${b.machine.loadAverage1m.end} at the end; ${b.machine.note})`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchPublisher();
  console.log(formatBench(result));
  // `--json`: the figures as the last line, for scripts/bench.mjs.
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
}
