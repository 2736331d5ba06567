import { runLoad } from './run-load.mjs';

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

/** autocannon in a child process (scripts/bench/publisher/run-load.mjs, shared with the app's bench). */
export const load: (spec: LoadSpec) => Promise<LoadFigures> = runLoad;
