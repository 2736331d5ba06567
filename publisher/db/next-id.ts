import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The id after the highest one in `column`, at least `first` (the start of the area's range, seed/areas.ts). */
export async function nextId(tx: Db, column: PgColumn, first: number): Promise<number> {
  const [top] = await tx.select({ max: sql<number | null>`max(${column})` }).from(column.table);
  return Math.max(first, Number(top?.max ?? 0) + 1);
}

/**
 * Runs writes that take the next free id one after another in this process, so two never pick the same one.
 * Returns the queue: `queue(() => work())` resolves or rejects with the work; a failure does not stop the queue.
 */
export function writeQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
}
