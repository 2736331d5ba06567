import { join, resolve } from 'node:path';

export type PublisherEnv = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  publicUrl: string;
  /** this publisher as a browser reaches it directly (the messenger stand-in's authorize page) */
  selfUrl: string;
  testHooks: boolean;
  /** The editor API's bearer token (PUBLISHER_EDITOR_TOKEN); main.ts makes one when it is unset. */
  editorToken?: string;
};

/** Settings from the environment (docs/publisher.md lists them). */
export function readEnv(env: NodeJS.ProcessEnv = process.env): PublisherEnv {
  const port = Number(env.PUBLISHER_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PUBLISHER_PORT is not a port: ${env.PUBLISHER_PORT}`);
  // absolute: the media files' static root must be, and a relative one would follow the working directory
  const dataDir = resolve(env.PUBLISHER_DATA_DIR ?? 'data');
  return {
    port,
    host: env.PUBLISHER_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    publicUrl: (env.PUBLISHER_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    selfUrl: `http://${selfHost(env.PUBLISHER_HOST ?? '127.0.0.1')}:${port}`,
    testHooks: env.PUBLISHER_TEST_HOOKS === '1',
    editorToken: env.PUBLISHER_EDITOR_TOKEN || undefined,
  };
}

/** A listening address as a browser on this machine would write it. */
function selfHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}
