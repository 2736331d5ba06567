// The primary process when the server runs on several cores: it serves nothing itself. It starts the workers
// (each runs serve.ts and listens on the shared port), replaces one that dies, and stops them all on SIGTERM or
// SIGINT. A worker that dies within `crashLoopMs` of starting means the server cannot run (a bad build, a port
// taken): then everything stops instead of restarting forever.
import cluster, { type Worker } from 'node:cluster';
import { serverConfigFromEnv } from './config';

const crashLoopMs = 5000;

export function superviseWorkers(count: number): void {
  const config = serverConfigFromEnv();
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let announced = false;

  const start = () => startedAt.set(cluster.fork(), Date.now());

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (running.length === 0) process.exit(code);
    for (const worker of running) worker.process.kill('SIGTERM');
    // a worker stuck in shutdown does not hold the primary forever
    setTimeout(() => process.exit(code), 10_000).unref();
  };

  cluster.on('listening', () => {
    if (announced) return;
    announced = true;
    console.log(
      `touch edition at http://localhost:${config.port}${config.basePath}home.html (${count} server processes)`,
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    console.error(`app server: process ${worker.process.pid} stopped (${signal ?? code})`);
    if (livedMs < crashLoopMs) {
      console.error('app server: it stopped right after starting; stopping the rest');
      stop(1);
    } else {
      start();
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop(0));
  for (let i = 0; i < count; i += 1) start();
}
