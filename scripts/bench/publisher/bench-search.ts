// The publisher bench's search scenario alone (issue 9), for working on search without the whole `npm run bench`:
// a publisher with test hooks on, on a data dir of its own (seeded on first use, outside the timing), the demo's
// articles copied to ten times (multiplyContent), then searchAllInTime at SEARCH_RATE with searches the answer cache
// has not seen, and, in the same run at the same rate, a trivial GET (searchClassify) as the yardstick of how
// loaded the machine is. `npx tsx scripts/bench/publisher/bench-search.ts`; PUBLISHER_BENCH_PORT, PUBLISHER_BENCH_SECONDS and
// PUBLISHER_BENCH_DATA_DIR as for scripts/bench/publisher/bench.ts (the port defaults to one of its own, not the bench's).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publisherAnswering, startBenchPublisher, stopPublisher } from './bench-publisher.ts';
import { load, type PreparedRequest } from './bench-autocannon.ts';
import { multiplyContent, search, SEARCH_RATE } from './bench-writes.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.PUBLISHER_BENCH_PORT ?? 18191);
const seconds = Number(process.env.PUBLISHER_BENCH_SECONDS ?? 10);
const dataDir = resolve(
  root,
  process.env.PUBLISHER_BENCH_DATA_DIR ?? join(tmpdir(), 'touch-news-publisher-bench-search'),
);
const base = `http://127.0.0.1:${port}`;

const child = startBenchPublisher({ port, dataDir, testHooks: true });

try {
  await publisherAnswering(base, existsSync(join(dataDir, 'pglite', 'PG_VERSION')) ? 60_000 : 300_000);
  const { articles } = await multiplyContent(base);
  const token = (
    (await (await fetch(`${base}/app_if/getAnonymousToken?device=bench`)).json()) as { securityToken: string }
  ).securityToken;
  const trivial: PreparedRequest = {
    method: 'GET',
    path: '/app_if/searchClassify?siteId=1&curVersions=1',
    headers: { token },
  };
  const yardstick = await load({
    url: `${base}/app_if/searchClassify`,
    connections: 50,
    seconds: 0,
    rate: SEARCH_RATE,
    requests: Array.from({ length: SEARCH_RATE * seconds }, () => trivial),
    refusalsCounted: true,
  });
  const searched = await search(base, token, seconds, 50);
  console.log(
    JSON.stringify(
      { articles, seconds, rate: SEARCH_RATE, search: searched, trivialGet: yardstick },
      null,
      1,
    ),
  );
} finally {
  await stopPublisher(child);
}
