// One write scenario of the publisher bench on its own (issues 10 and 13), on a port and data dir of its own, so a
// helper can measure the write path without the whole `npm run bench` (whose ports are the lead's):
//   node --import tsx publisher/bench-writes-alone.ts votes|comments [--port 4111] [--seconds 10] [--cpu-prof DIR]
// Each run first loads a trivial GET (serverTime) at the scenario's rate on the same publisher: the yardstick that says
// how much of a figure is the machine (shared and loaded) rather than the write.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { publisherAnswering, startBenchPublisher, stopPublisher } from './bench-publisher.ts';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './bench-autocannon.ts';
import {
  benchMembers,
  castVotes,
  COMMENT_RATE,
  miscounted,
  postComments,
  VOTE_RATE,
  WRITE_WARM_UP_SECONDS,
} from './bench-writes.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PUBLISHER_BENCH_PORT ?? '4111' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'string' },
    'data-dir': { type: 'string', default: join(tmpdir(), 'touch-news-publisher-bench-alone') },
  },
});
const scenario = positionals[0];
if (scenario !== 'votes' && scenario !== 'comments') throw new Error('which scenario: votes or comments');
const port = Number(values.port);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const base = `http://127.0.0.1:${port}`;
const dataDir = resolve(values['data-dir']);
const writesDir = `${dataDir}-writes`;

const start = (dir: string, cpuProfileDir?: string) =>
  startBenchPublisher({ port, dataDir: dir, testHooks: true, cpuProfileDir });
if (!existsSync(resolve(dataDir, 'pglite', 'PG_VERSION'))) {
  const seeding = start(dataDir);
  await publisherAnswering(base, 180_000);
  await stopPublisher(seeding);
}
rmSync(writesDir, { recursive: true, force: true });
cpSync(dataDir, writesDir, { recursive: true });
const child = start(writesDir, values['cpu-prof']);
try {
  await publisherAnswering(base, 60_000);
  const members = await benchMembers(base, 1_000);
  const rate = scenario === 'votes' ? VOTE_RATE : COMMENT_RATE;
  const loadAtStart = loadavg()[0]!;
  const yardstick = await load({ url: `${base}/app_if/serverTime`, connections, seconds, rate });
  const votes = scenario === 'votes' ? await castVotes(base, members, seconds, connections) : undefined;
  const figures = votes ?? (await postComments(base, members, seconds, connections));
  const line = (label: string, f: { p50Ms: number; p99Ms: number; rps: number; requests: number }) =>
    `${label.padEnd(28)} p50 ${String(f.p50Ms).padStart(5)} ms  p99 ${String(f.p99Ms).padStart(6)} ms  ${f.rps} req/s  (${f.requests} requests)`;
  console.log(line(`yardstick serverTime @${rate}/s`, yardstick));
  console.log(line(`${scenario} @${rate}/s`, figures));
  console.log(
    `failed ${figures.failed}` +
      (votes ? `, counted ${votes.counted}, miscounted ${miscounted(votes)}` : '') +
      `; after ${WRITE_WARM_UP_SECONDS} s of warm-up at the same rate, not counted` +
      `; load average ${loadAtStart.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`,
  );
} finally {
  await stopPublisher(child);
  rmSync(writesDir, { recursive: true, force: true });
}
