import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Group commit: the calls that arrive while a batch is being written wait together and go in the next batch, in
 * arrival order, so a burst costs one transaction per batch instead of one per call (PGlite has one connection: a
 * transaction per call is a queue that grows as soon as one costs more than the gap between arrivals). An idle
 * queue starts a batch at once (after the I/O callbacks of the same turn), so a lone call waits for nothing.
 * `write` answers one result per item, in order; when it throws, every call of that batch fails with its error and
 * the next batch runs as usual.
 */
export function groupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  maxBatch = 200,
): (item: I) => Promise<O> {
  let waiting: { item: I; done: (o: O) => void; fail: (e: unknown) => void }[] = [];
  let running = false;
  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      try {
        const results = await write(batch.map((w) => w.item));
        batch.forEach((w, i) => w.done(results[i]!));
      } catch (error) {
        for (const w of batch) w.fail(error);
      }
    }
    running = false;
  }
  return (item) =>
    new Promise<O>((done, fail) => {
      waiting.push({ item, done, fail });
      if (running) return;
      running = true;
      setImmediate(() => void drain());
    });
}

/** The rows of a raw statement from either driver (PGlite answers `{rows}`, postgres-js the rows themselves). */
export function rowsOf<R>(result: unknown): R[] {
  return (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
}

/**
 * A batch's work in a transaction that is then rolled back: its statements are planned and its code compiled, and
 * nothing stays (the write paths' warm-up, publisher/warm-up.ts).
 */
export async function rehearsed(db: Db, work: (tx: Db) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await work(tx as unknown as Db);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
