// The demo paper comes out every morning: a data folder seeded on an earlier day would otherwise keep its newest
// issue at the seed's day, and the top bar's paper (the latest issue) would open an old one. At start and every hour
// the press prints the days since the newest issue, up to today (the last DEMO_ISSUES at most), as the seed prints.
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { nextId } from '../db/next-id.ts';
import { articles, paperLayouts, papers } from '../db/schema/index.ts';
import { ID_RANGES } from '../seed/areas.ts';
import { seededRandom } from '../seed/random.ts';
import { lastDays } from './days.ts';
import { DEMO_ISSUES, DEMO_PAPER } from './demo.ts';

const HOUR = 3_600_000;

/** The days printed (yyyyMMdd, oldest first); none when the demo paper is up to date or not in this database. */
export async function printMissedMornings(db: Db, now: number): Promise<string[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [paper] = await tx
      .select({ id: papers.id })
      .from(papers)
      .where(and(eq(papers.id, DEMO_PAPER.id), eq(papers.code, DEMO_PAPER.code)));
    if (!paper) return [];
    const [newest] = await tx
      .select({ date: max(paperLayouts.date) })
      .from(paperLayouts)
      .where(eq(paperLayouts.paperId, DEMO_PAPER.id));
    const days = lastDays(now, DEMO_ISSUES)
      .filter((day) => !newest?.date || day > newest.date)
      .reverse();
    if (!days.length) return [];
    // the pools of headlines and sentences load only when there is a day to print (not on every start)
    const { insertIssues, noIssueRows, printDemoIssue } = await import('../seed/paper.ts');
    const rows = noIssueRows();
    const next = {
      layoutId: await nextId(tx, paperLayouts.id, ID_RANGES.paper.layoutId.first),
      // past the seed's block, a printed article takes the next article id, as the newsroom's do
      fileId: await nextId(tx, articles.fileId, ID_RANGES.article.fileId.first),
    };
    // each day its own draw, so the same day prints the same issue
    for (const day of days) printDemoIssue(rows, day, next, { now, rng: seededRandom(Number(day)) });
    await insertIssues(tx, rows);
    return days;
  });
}

/** Prints the missed mornings now, then every hour while the publisher runs (a failure waits for the next hour). */
export async function runDemoPress(db: Db, log: (line: string) => void): Promise<void> {
  const print = async () => {
    try {
      const days = await printMissedMornings(db, Date.now());
      if (days.length) log(`publisher: the demo paper printed ${days.join(', ')}`);
    } catch (error) {
      log(`publisher: the demo paper's press failed: ${String(error)}`);
    }
  };
  await print();
  setInterval(() => void print(), HOUR).unref();
}
