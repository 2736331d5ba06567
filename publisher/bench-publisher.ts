// Waiting for and stopping a publisher a bench script started as a child process.
import type { ChildProcess } from 'node:child_process';

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
