// The one way a bench script starts a publisher (scripts/bench/publisher/bench.ts, bench-writes-alone.ts, bench-search.ts): as
// `node publisher/start.mjs` (the bundle when it is fresh, else tsx) in a child process, on PGlite in a data dir of
// its own, and how it waits for and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The editor API's token of every bench publisher. */
export const BENCH_EDITOR_TOKEN = 'bench-editor-token';
export type BenchPublisher = ChildProcess & {
  /** what start.mjs ran, once its ready line was printed: 'bundle' or 'sources' */
  startedFrom?: 'bundle' | 'sources';
};

/**
 * Starts a publisher on `port` with `dataDir` (never one another server has open: two PGlite processes on one data
 * dir corrupt it); `testHooks` turns on /app_if/test/… (the writes' members, codes, votes); `cpuProfileDir` writes a
 * V8 CPU profile there when it stops. Its log (stdout) is read only for the ready line; its warnings go to this
 * process's stderr unless `quiet`.
 */
export function startBenchPublisher(options: {
  port: number;
  dataDir: string;
  testHooks?: boolean;
  cpuProfileDir?: string;
  quiet?: boolean;
}): BenchPublisher {
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child: BenchPublisher = spawn(process.execPath, [...profile, resolve(root, 'publisher/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PUBLISHER_PORT: String(options.port),
      PUBLISHER_HOST: '127.0.0.1',
      PUBLISHER_DATA_DIR: options.dataDir,
      PUBLISHER_TEST_HOOKS: options.testHooks ? '1' : '',
      // the comment scenario sets the newsroom's word lists through the editor API (bench-writes.ts)
      PUBLISHER_EDITOR_TOKEN: BENCH_EDITOR_TOKEN,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', options.quiet ? 'ignore' : 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    const from = /ready \d+ ms .*from the (bundle|sources)/.exec(chunk.toString());
    if (from) child.startedFrom = from[1] as BenchPublisher['startedFrom'];
  });
  return child;
}

/** Resolves once the publisher at `base` answers getConfig; throws after `deadlineMs`. */
export async function publisherAnswering(base: string, deadlineMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    try {
      if ((await fetch(`${base}/app_if/getConfig?appID=1`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`publisher did not answer within ${deadlineMs} ms`);
}

/** Stops the child and resolves when it has exited. */
export const stopPublisher = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
