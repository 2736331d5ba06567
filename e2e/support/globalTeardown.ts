// No stack trace in the servers' log of the whole run (issue 46): a request a reader or a stranger can make, the
// browser tests' hostile and broken ones included, must end in a page or an answer and one line of log, never a
// thrown error. Fails the run with the first traces found.
import { existsSync, readFileSync } from 'node:fs';
import { stackTraceLines } from '../../scripts/stackTraces.mjs';
import { serverLog } from './ports';

export default function globalTeardown(): void {
  const traces = existsSync(serverLog) ? stackTraceLines(readFileSync(serverLog, 'utf8')) : [];
  if (traces.length > 0)
    throw new Error(
      `the e2e servers logged a stack trace (${traces.length === 10 ? 'the first 10' : traces.length}; all in ${serverLog}):\n\n${traces.join('\n\n')}`,
    );
}
