// Entry of the app's HTTP server. React and React Router choose their production or development builds by
// NODE_ENV when first imported, so it is set here, before anything imports them (a plain `npm start` would
// otherwise render with React's slow development build).
//
// Rendering a page is CPU work on one thread, so the server runs one process per core (WEB_CONCURRENCY, the
// usual name, overrides the count): see docs/adr-app-server-processes.md.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { processCount } from './processCount';

process.env.NODE_ENV ??= 'production';

const processes = processCount(process.env.WEB_CONCURRENCY, availableParallelism());
if (cluster.isPrimary && processes > 1) {
  const { superviseWorkers } = await import('./workers');
  superviseWorkers(processes);
} else {
  await import('./serve');
}

export {};
