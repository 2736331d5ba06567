// One write scenario of the publisher bench on its own (issues 10 and 13), on a port and data dir of its own, so a
// helper can measure the write path without the whole `npm run bench` (whose ports are the lead's):
//   node --import tsx scripts/bench/publisher/bench-writes-alone.ts votes|comments [--port 4111] [--seconds 10] [--rounds 1] [--cpu-prof DIR]
// Each run first loads a trivial GET (serverTime) at the scenario's rate on the same publisher: the yardstick that says
// how much of a figure is the machine (shared and loaded) rather than the write. It also prints the publisher's own
// CPU time per request of the timed run (Linux: /proc), which the machine's load moves far less than the latencies.
// `--rounds N` runs the scenario N times on the same publisher, so its tables grow as over the bench's runs.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
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
    rounds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'string' },
    'data-dir': { type: 'string', default: join(tmpdir(), 'touch-news-publisher-bench-alone') },
  },
});
const scenario = positionals[0];
if (scenario !== 'votes' && scenario !== 'comments') throw new Error('which scenario: votes or comments');
const port = Number(values.port);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const base = `http://127.0.0.1:${port}`;
const dataDir = resolve(values['data-dir']);
const writesDir = `${dataDir}-writes`;

/** A process's CPU time so far (user and system, ms), from /proc; undefined where there is none. */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 Hz)
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

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
  const line = (label: string, f: { p50Ms: number; p99Ms: number; rps: number; requests: number }) =>
    `${label.padEnd(28)} p50 ${String(f.p50Ms).padStart(5)} ms  p99 ${String(f.p99Ms).padStart(6)} ms  ${f.rps} req/s  (${f.requests} requests)`;
  console.log(line(`yardstick serverTime @${rate}/s`, yardstick));
  for (let round = 1; round <= rounds; round += 1) {
    let cpuMs: number | undefined;
    const timed = async <T>(run: () => Promise<T>) => {
      const before = cpuMsOf(child.pid);
      const result = await run();
      const after = cpuMsOf(child.pid);
      cpuMs = before === undefined || after === undefined ? undefined : after - before;
      return result;
    };
    const votes =
      scenario === 'votes' ? await castVotes(base, members, seconds, connections, timed) : undefined;
    const figures = votes ?? (await postComments(base, members, seconds, connections, timed));
    console.log(line(`${scenario} @${rate}/s${rounds > 1 ? ` round ${round}` : ''}`, figures));
    console.log(
      `failed ${figures.failed}` +
        (votes ? `, counted ${votes.counted}, miscounted ${miscounted(votes)}` : '') +
        (cpuMs === undefined ? '' : `; publisher CPU ${(cpuMs / figures.requests).toFixed(2)} ms a request`) +
        `; after ${WRITE_WARM_UP_SECONDS} s of warm-up at the same rate, not counted` +
        `; load average ${loadAtStart.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`,
    );
  }
} finally {
  await stopPublisher(child);
  rmSync(writesDir, { recursive: true, force: true });
}
