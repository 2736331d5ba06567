import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type PublisherBench = {
  coldStartMs: number;
  getArticles: { rps: number; p99Ms: number };
  getArticleContent: { rps: number; p99Ms: number };
  aims: { coldStartMs: number; getArticlesRps: number; p99Ms: number };
};

export const AIMS = { coldStartMs: 3000, getArticlesRps: 2000, p99Ms: 50 };

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitForAnswer(url: string, started: number, deadlineMs: number): Promise<number> {
  while (Date.now() - started < deadlineMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`publisher did not answer within ${deadlineMs} ms`);
}

function load(url: string, token: string, seconds: number) {
  return new Promise<{ rps: number; p99Ms: number }>((done, fail) => {
    autocannon({ url, connections: 50, duration: seconds, headers: { token } }, (error, result) => {
      if (error) return fail(error);
      if (result.non2xx > 0) return fail(new Error(`${result.non2xx} non-2xx answers from ${url}`));
      done({ rps: Math.round(result.requests.average), p99Ms: result.latency.p99 });
    });
  });
}

/**
 * Starts the publisher on PGlite in a child process (seeding the data dir first if it is new, outside the timing),
 * measures cold start to the first answer, then loads getArticles and getArticleContent for `seconds` each.
 */
export async function benchPublisher(options: { dataDir?: string; port?: number; seconds?: number } = {}): Promise<PublisherBench> {
  const dataDir = resolve(root, options.dataDir ?? 'data');
  const port = options.port ?? 18181;
  const base = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn(process.execPath, ['--import', 'tsx', resolve(root, 'publisher/main.ts')], {
      cwd: root,
      env: { ...process.env, PUBLISHER_PORT: String(port), PUBLISHER_DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    });
  const stop = (child: ReturnType<typeof start>) =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });

  if (!existsSync(resolve(dataDir, 'pglite', 'PG_VERSION'))) {
    const seeding = start();
    await waitForAnswer(`${base}/app_if/serverTime`, Date.now(), 120_000);
    await stop(seeding);
  }

  const started = Date.now();
  const child = start();
  try {
    const coldStartMs = await waitForAnswer(`${base}/app_if/serverTime`, started, 30_000);
    const tokenAnswer = (await (await fetch(`${base}/app_if/getAnonymousToken?device=bench`)).json()) as { securityToken: string };
    const seconds = options.seconds ?? 10;
    const getArticles = await load(`${base}/app_if/getArticles?columnId=1&lastFileId=0&page=0&version=0&adv=1&curVersions=1`, tokenAnswer.securityToken, seconds);
    const getArticleContent = await load(`${base}/app_if/getArticleContent?articleId=10002&colID=2&curVersions=1`, tokenAnswer.securityToken, seconds);
    return { coldStartMs, getArticles, getArticleContent, aims: AIMS };
  } finally {
    await stop(child);
  }
}

export function formatBench(b: PublisherBench): string {
  const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
  return [
    `publisher cold start        ${String(b.coldStartMs).padStart(6)} ms        aim < ${AIMS.coldStartMs} ms   ${mark(b.coldStartMs < AIMS.coldStartMs)}`,
    `getArticles         ${String(b.getArticles.rps).padStart(6)} req/s  p99 ${String(b.getArticles.p99Ms).padStart(4)} ms   aim >= ${AIMS.getArticlesRps} req/s, p99 < ${AIMS.p99Ms} ms   ${mark(b.getArticles.rps >= AIMS.getArticlesRps && b.getArticles.p99Ms < AIMS.p99Ms)}`,
    `getArticleContent   ${String(b.getArticleContent.rps).padStart(6)} req/s  p99 ${String(b.getArticleContent.p99Ms).padStart(4)} ms   aim p99 < ${AIMS.p99Ms} ms   ${mark(b.getArticleContent.p99Ms < AIMS.p99Ms)}`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchPublisher();
  console.log(formatBench(result));
}
