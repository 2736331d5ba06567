import { isIP } from 'node:net';
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
  /** The proxies whose x-forwarded-for names the reader (PUBLISHER_TRUSTED_PROXIES); unset: this machine only. */
  trustedProxies?: string[];
  /** Anonymous tokens one reader address may be issued a minute (PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE). */
  anonymousTokensPerMinute?: number;
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
    trustedProxies: addressList('PUBLISHER_TRUSTED_PROXIES', env.PUBLISHER_TRUSTED_PROXIES),
    anonymousTokensPerMinute: wholeNumber(
      'PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE',
      env.PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE,
    ),
  };
}

/** A comma-separated list of IP addresses; one that is not fails the start rather than go quietly untrusted. */
function addressList(name: string, value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const addresses = value.split(',').map((a) => a.trim());
  const wrong = addresses.find((a) => isIP(a) === 0);
  if (wrong !== undefined) throw new Error(`${name} holds something that is not an IP address: "${wrong}"`);
  return addresses;
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} is not a whole number above 0: ${value}`);
  return n;
}

/** A listening address as a browser on this machine would write it. */
function selfHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}
