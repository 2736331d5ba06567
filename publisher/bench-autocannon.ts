import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export type LoadFigures = {
  rps: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerAnswer: number;
  /** prepared requests only: answers 200 with status 0 */
  ok: number;
};

/** A prepared request of a run that sends each once (autocannon's request shape; `path` with its query). */
export type PreparedRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type LoadSpec = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** requests a second over all connections (autocannon's overallRate); unset: as fast as the server answers */
  rate?: number;
  /** sent once each, in turn: the run ends when all are answered */
  requests?: PreparedRequest[];
  /** refusals are figures of this run (counted, reported), not a broken bench */
  refusalsCounted?: boolean;
};

/** autocannon in a child process (publisher/bench-load.mjs); the spec goes on stdin (prepared runs are large). */
export function load(spec: LoadSpec): Promise<LoadFigures> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(root, 'publisher/bench-load.mjs')], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`load generator exited with ${code}`));
      const figures = JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadFigures;
      if (!spec.refusalsCounted && (figures.non2xx > 0 || figures.errors > 0))
        return fail(
          new Error(`${figures.non2xx} non-2xx answers and ${figures.errors} errors from ${spec.url}`),
        );
      done(figures);
    });
    child.stdin.end(JSON.stringify(spec));
  });
}
