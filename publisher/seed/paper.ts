// The printed 青岚日报 for the last 30 days (docs/paper.md): eight pages a day, each page's articles placed by the
// page planner, their areas stored. Rows only: the page images and PDFs are drawn on their first request. The
// demo press (paper/demo-press.ts) prints the days after the seed's with the same printDemoIssue.
import { articles, images, paperArticles, paperLayouts, papers } from '../db/schema/index.ts';
import { printedArticleRow, type PrintedText } from '../app-if/paper/printed-article.ts';
import { issueMorning, lastDays } from '../paper/days.ts';
import { DEMO_ISSUES, DEMO_PAPER } from '../paper/demo.ts';
import { corners, isFrontPage, PAGE_HEIGHT, PAGE_WIDTH, planPage } from '../paper/page.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { PAPER_COMMON_SENTENCES, PAPER_PAGES, type PaperPagePool } from './paper-pools.ts';
import { PLACES, REPORTER_NAMES, SITE } from './pools.ts';
import type { Random } from './random.ts';
import type { Db } from '../db/client.ts';

/** Rows a statement inserts at most: far below PostgreSQL's limit on parameters. */
const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** One article's texts; `title` one of the page's headlines, drawn for the page so none repeats on it. */
function printedText(
  pool: PaperPagePool,
  title: string,
  rng: Random,
  pictureRef: string | null,
): PrintedText {
  const fill = (text: string) =>
    text.replaceAll('{place}', () => rng.pick(PLACES)).replaceAll('{n}', () => String(rng.int(3, 90)));
  const sentences = [...pool.sentences, ...PAPER_COMMON_SENTENCES];
  const paragraphs = Array.from({ length: rng.int(4, 7) }, () =>
    Array.from({ length: rng.int(2, 3) }, () => fill(rng.pick(sentences))).join(''),
  );
  return {
    title: fill(title),
    introTitle: rng.chance(0.4) ? rng.pick(pool.intros) : '',
    subTitle: '',
    paragraphs,
    author: pool.name === '副刊' ? rng.pick(REPORTER_NAMES) : `本报记者 ${rng.pick(REPORTER_NAMES)}`,
    pictureRef,
  };
}

/** One or more issues' rows, inserted together (insertIssues). */
export interface IssueRows {
  layouts: (typeof paperLayouts.$inferInsert)[];
  articles: (typeof articles.$inferInsert)[];
  places: (typeof paperArticles.$inferInsert)[];
  images: (typeof images.$inferInsert)[];
}

export const noIssueRows = (): IssueRows => ({ layouts: [], articles: [], places: [], images: [] });

/**
 * The demo paper's issue of `day` (yyyyMMdd): eight pages, each page's articles placed by the page planner, added
 * to `rows`; the ids are taken from `next` (and moved on). Out that morning, or at `now` when that is earlier.
 */
export function printDemoIssue(
  rows: IssueRows,
  day: string,
  next: { layoutId: number; fileId: number },
  { now, rng }: { now: number; rng: Random },
): void {
  const publishedAt = Math.min(issueMorning(day), now);
  PAPER_PAGES.forEach((pool, i) => {
    const layoutId = next.layoutId++;
    const number = String(i + 1).padStart(2, '0');
    const areas = planPage(rng.int(...pool.articles), isFrontPage(number), rng, pool.bottom);
    const titles = rng.sample(pool.titles, areas.length);
    rows.layouts.push({
      id: layoutId,
      paperId: DEMO_PAPER.id,
      date: day,
      number,
      name: pool.name,
      width: PAGE_WIDTH,
      height: PAGE_HEIGHT,
      publishedAt,
    });
    areas.forEach((area, position) => {
      const fileId = next.fileId++;
      let pictureRef: string | null = null;
      // pictures for the larger stories; none in the notices
      if (pool.bottom === undefined && (position === 0 || rng.chance(0.3))) {
        const hex = Array.from({ length: 16 }, () => rng.int(0, 15).toString(16)).join('');
        pictureRef = `${day.slice(0, 4)}-${day.slice(4, 6)}/${day.slice(6)}/${hex}.jpg`;
        rows.images.push({
          ref: pictureRef,
          format: 'jpg',
          width: 800,
          height: 600,
          label: `${number}-${position + 1}`,
          hue: rng.int(0, 359),
          motif: rng.int(0, 3),
        });
      }
      rows.articles.push(
        printedArticleRow(
          fileId,
          printedText(pool, titles[position]!, rng, pictureRef),
          publishedAt + position * 60_000,
          {
            countClick: rng.int(20, 1_500),
            countPraise: rng.int(0, 60),
            countShare: rng.int(0, 20),
          },
        ),
      );
      rows.places.push({ fileId, layoutId, position, area: corners(area) });
    });
  });
}

export async function insertIssues(tx: Db, rows: IssueRows): Promise<void> {
  await tx.insert(images).values(rows.images).onConflictDoNothing();
  await insertChunked(rows.articles, (chunk) => tx.insert(articles).values(chunk));
  await tx.insert(paperLayouts).values(rows.layouts);
  await insertChunked(rows.places, (chunk) => tx.insert(paperArticles).values(chunk));
}

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const ids = ID_RANGES.paper;
  await tx.insert(papers).values({
    id: DEMO_PAPER.id,
    name: SITE.siteName,
    code: DEMO_PAPER.code,
    iconSmallRef: 'brand/app-logo.png',
    iconBigRef: 'brand/pad-logo.png',
    position: 0,
  });
  const rows = noIssueRows();
  const next = { layoutId: ids.layoutId.first, fileId: ids.fileId.first };
  // oldest issue first, so ids grow with the days
  for (const day of lastDays(now, DEMO_ISSUES).reverse()) printDemoIssue(rows, day, next, { now, rng });
  if (next.fileId - 1 > ids.fileId.last || next.layoutId - 1 > ids.layoutId.last)
    throw new Error('paper ids past their block');
  await insertIssues(tx, rows);
};
