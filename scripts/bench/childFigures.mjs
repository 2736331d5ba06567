// A measuring child process whose last line of output is its figures as JSON (the publisher's bench, a Lighthouse
// run): the bench runs some of its measurements in processes of their own, at their own priority.
import { spawn } from 'node:child_process';

/**
 * Runs `command` and resolves the last line it printed, parsed as JSON, whatever its exit status (a child may
 * print its figures and still say a budget failed); rejects with the end of its stderr when it printed none.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, detached?: boolean }} [options]
 */
export function childFigures(command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (options.detached) endsWithThisProcess(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        reject(new Error(`${[command, ...args].join(' ')}: no figures (exit status ${code})\n${err}`));
      }
    });
  });
}

/**
 * A detached child is out of reach of the terminal's Ctrl-C and of a signal to the bench's group: it ends with the
 * bench.
 */
function endsWithThisProcess(child) {
  const end = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', end);
  child.once('exit', () => process.off('exit', end));
}
