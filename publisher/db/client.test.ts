import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { rowsOf } from './group-commit.ts';

describe('Drizzle on PGlite', () => {
  let database: Database & { pglite: Awaited<ReturnType<typeof openPglite>>['pglite'] };
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(() => database.close());

  const typed = sql`select timestamp '2025-05-20 10:00:00' t, date '2025-05-20' d, interval '1 day' i,
    array[timestamp '2025-05-20 10:00:00'] ts, 7::int n`;
  const asText = {
    t: '2025-05-20 10:00:00',
    d: '2025-05-20',
    i: '1 day',
    ts: '{"2025-05-20 10:00:00"}',
    n: 7,
  };

  it('reads times, dates and intervals as the text Drizzle expects, in and out of a transaction', async () => {
    expect(rowsOf(await database.db.execute(typed))).toEqual([asText]);
    const inside = await database.db.transaction(async (tx) => rowsOf(await tx.execute(typed)));
    expect(inside).toEqual([asText]);
  });

  it('sends no parsers with a query: PGlite copies its whole parser table for each query that brings some', async () => {
    const query = vi.spyOn(database.pglite, 'query');
    await database.db.execute(sql`select 1`);
    await database.db.transaction(async (tx) => tx.execute(sql`select 2`));
    const sent = query.mock.calls.map(
      ([, , options]) => (options as { parsers?: unknown } | undefined)?.parsers,
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((parsers) => parsers === undefined)).toBe(true);
    query.mockRestore();
  });
});
