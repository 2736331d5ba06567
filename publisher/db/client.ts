import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

/** Either driver, seen through the same query builder. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite on disk (dataDir), in memory (no dataDir), or from a snapshot made with dumpDataDir. */
export async function openPglite(options: { dataDir?: string; snapshot?: Blob } = {}): Promise<Database & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.snapshot
    ? await PGlite.create({ loadDataDir: options.snapshot })
    : await PGlite.create(options.dataDir);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  // onnotice silenced: "relation already exists, skipping" from the migrator is not news.
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  return { db, kind: 'postgres', close: () => client.end() };
}

export function openDatabase(env: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  return env.databaseUrl ? openPostgres(env.databaseUrl) : openPglite({ dataDir: env.pgliteDir });
}
