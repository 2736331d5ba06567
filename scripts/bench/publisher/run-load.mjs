// Runs scripts/bench/publisher/bench-load.mjs (autocannon) in a child process, so the load generator does not share the event
// loop of the script that measures. Plain JavaScript: the bench's scripts/ run under plain Node, the publisher's
// bench under tsx, and both start their loads here.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const generator = fileURLToPath(new URL('./bench-load.mjs', import.meta.url));

/**
 * One load run; the spec (scripts/bench/publisher/bench-autocannon.ts LoadSpec) goes on stdin, as prepared runs are large.
 * Non-2xx answers and errors fail the run unless `refusalsCounted` makes them figures of it.
 */
export function runLoad(spec) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [generator], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`load generator exited with ${code}`));
      const figures = JSON.parse(out.trim().split('\n').pop() ?? '{}');
      if (!spec.refusalsCounted && (figures.non2xx > 0 || figures.errors > 0))
        return fail(
          new Error(`${figures.non2xx} non-2xx answers and ${figures.errors} errors from ${spec.url}`),
        );
      done(figures);
    });
    child.stdin.end(JSON.stringify(spec));
  });
}
