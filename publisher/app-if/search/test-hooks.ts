import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { articles, articleSearch } from '../../db/schema/index.ts';
import { intField, testHook } from '../test-hook.ts';

/** Copies take ids from here up, far above every area's range (seed/areas.ts), so no factory's next id meets one. */
const COPIES_FIRST_ID = 100_000_000;

/**
 * `POST /app_if/test/multiplyArticles` `{times}` → `{articles}`: every published article copied until there are
 * `times` of each (copies of copies are not made again: a second call with the same `times` adds nothing), in one
 * INSERT … SELECT; the search trigger indexes the copies. Answers how many published articles there are now. The
 * bench searches ten times the demo's content this way (issue 9) without seeding it ten times.
 */
export const multiplyArticles = testHook({
  name: 'multiplyArticles',
  input: z.object({ times: intField('times', 1, 50) }),
  async handle(ctx, input) {
    const columns = Object.values(getTableColumns(articles)).map((c) => c.name);
    const copied = columns.map((name) =>
      name === 'file_id' ? sql.raw(`${COPIES_FIRST_ID} + a.file_id * 100 + g`) : sql.raw(`a.${name}`),
    );
    await ctx.db.execute(sql`
      insert into ${articles} (${sql.raw(columns.join(', '))})
      select ${sql.join(copied, sql`, `)}
      from ${articles} a cross join generate_series(1, ${input.times - 1}) g
      where a.status = 1 and a.file_id < ${COPIES_FIRST_ID}
      on conflict (file_id) do nothing`);
    // what autovacuum would do on a server after so many rows; PGlite never analyses by itself
    await ctx.db.execute(sql`analyze ${articles}, ${articleSearch}`);
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(articles)
      .where(eq(articles.status, 1));
    ctx.changes.notify();
    return { articles: Number(row?.n ?? 0) };
  },
});

export const searchTestHooks = [multiplyArticles];
