import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** Either driver, seen through the same query builder. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * PostgreSQL's LISTEN/NOTIFY: what one publisher process announces reaches every process on the same database
 * (in process on PGlite, which serves one process). Payloads stay well under NOTIFY's 8,000 bytes.
 */
export type PubSub = {
  notify: (channel: string, payload: string) => Promise<void>;
  /** resolves once listening; the answer stops it */
  listen: (channel: string, listener: (payload: string) => void) => Promise<() => Promise<void>>;
};

/** One process's NOTIFY without a database (servers built without one: some unit tests). */
export function inProcessPubSub(): PubSub {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    notify: async (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
    },
    listen: async (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return async () => void listeners.get(channel)?.delete(listener);
    },
  };
}

export type Database = { db: Db; kind: 'pglite' | 'postgres'; pubsub: PubSub; close: () => Promise<void> };

/** Beside this file in the sources; `publisher/db/migrations` seen from the bundle in `publisher/dist/`. */
const migrationsFolder = [
  new URL('./migrations', import.meta.url),
  new URL('../db/migrations', import.meta.url),
]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(dir)) as string;

/**
 * PGlite on disk (dataDir), in memory (no dataDir), or from a snapshot made with dumpDataDir. The drivers are
 * imported when asked for, so a start on one does not load the other.
 */
export async function openPglite(
  options: { dataDir?: string; snapshot?: Blob } = {},
): Promise<Database & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const pglite = options.snapshot
    ? await PGlite.create({ loadDataDir: options.snapshot })
    : await PGlite.create(options.dataDir);
  const db = drizzle(pglite, { schema }) as unknown as Db;
  await migrate(drizzle(pglite), { migrationsFolder });
  const pubsub: PubSub = {
    notify: async (channel, payload) =>
      void (await pglite.query('select pg_notify($1, $2)', [channel, payload])),
    listen: async (channel, listener) => {
      const stop = await pglite.listen(channel, listener);
      return () => stop();
    },
  };
  return { db, kind: 'pglite', pglite, pubsub, close: () => pglite.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  // onnotice silenced: "relation already exists, skipping" from the migrator is not news.
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  const pubsub: PubSub = {
    notify: async (channel, payload) => void (await client.notify(channel, payload)),
    listen: async (channel, listener) => {
      const { unlisten } = await client.listen(channel, listener);
      return unlisten;
    },
  };
  return { db, kind: 'postgres', pubsub, close: () => client.end() };
}

export function openDatabase(env: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  return env.databaseUrl ? openPostgres(env.databaseUrl) : openPglite({ dataDir: env.pgliteDir });
}
