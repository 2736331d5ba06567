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
 * Drizzle hands PGlite the same few type parsers with every query, and PGlite then copies its whole table of parsers
 * (about 320, one per type and array type) into a new object before reading the answer: 0.18 ms of a small query's
 * 0.2–0.4 ms on the bench's machine. The instance takes Drizzle's parsers as its own (openPglite), and the
 * client Drizzle is given leaves them out of each query, in and out of transactions.
 */
function parsersOnceForAll(pglite: PGlite): PGlite {
  const queryWithoutParsers = <T extends Pick<PGlite, 'query'>>(client: T): T =>
    new Proxy(client, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'query')
          return (text: string, params?: unknown[], options?: { parsers?: unknown }) =>
            target.query(text, params, options && { ...options, parsers: undefined });
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return new Proxy(queryWithoutParsers(pglite), {
    get(target, prop) {
      if (prop === 'transaction')
        return <R>(work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<R>) =>
          pglite.transaction((tx) => work(queryWithoutParsers(tx)));
      return Reflect.get(target, prop) as unknown;
    },
  });
}

/**
 * PGlite on disk (dataDir), in memory (no dataDir), or from a snapshot made with dumpDataDir. The drivers are
 * imported when asked for, so a start on one does not load the other.
 */
export async function openPglite(
  options: { dataDir?: string; snapshot?: Blob } = {},
): Promise<Database & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite, types }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // Drizzle's parsers (drizzle-orm/pglite/session.js): these types reach it as the text PostgreSQL sends.
  const asText = (value: string) => value;
  const parsers = Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
      (oid) => [oid, asText],
    ),
  );
  const pglite = options.snapshot
    ? await PGlite.create({ loadDataDir: options.snapshot })
    : await PGlite.create(options.dataDir);
  // after create: it registers a parser for every array type when it starts, Drizzle's replace those of its arrays
  Object.assign(pglite.parsers, parsers);
  const db = drizzle({ client: parsersOnceForAll(pglite), schema }) as unknown as Db;
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
