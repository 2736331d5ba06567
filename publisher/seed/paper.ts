// The printed 青岚日报 for the last 30 days (docs/paper.md): eight pages a day, each page's articles placed by the
// page planner, their areas stored. Rows only: the page images and PDFs are drawn on their first request.
import { articles, images, paperArticles, paperLayouts, papers } from '../db/schema/index.ts';
import { printedArticleRow, type PrintedText } from '../app-if/paper/printed-article.ts';
import { issueMorning, lastDays } from '../paper/days.ts';
import { corners, isFrontPage, PAGE_HEIGHT, PAGE_WIDTH, planPage } from '../paper/page.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { PAPER_COMMON_SENTENCES, PAPER_PAGES, type PaperPagePool } from './paper-pools.ts';
import { PLACES, REPORTER_NAMES, SITE } from './pools.ts';
import type { Random } from './random.ts';

export const DEMO_ISSUES = 30;
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

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const ids = ID_RANGES.paper;
  const paperId = ids.paperId.first;
  await tx.insert(papers).values({
    id: paperId,
    name: SITE.siteName,
    code: 'qlrb',
    iconSmallRef: 'brand/app-logo.png',
    iconBigRef: 'brand/pad-logo.png',
    position: 0,
  });
  const layoutRows: (typeof paperLayouts.$inferInsert)[] = [];
  const articleRows: (typeof articles.$inferInsert)[] = [];
  const placeRows: (typeof paperArticles.$inferInsert)[] = [];
  const imageRows: (typeof images.$inferInsert)[] = [];
  let layoutId = ids.layoutId.first;
  let fileId = ids.fileId.first;
  // oldest issue first, so ids grow with the days
  for (const day of lastDays(now, DEMO_ISSUES).reverse()) {
    const publishedAt = Math.min(issueMorning(day), now);
    PAPER_PAGES.forEach((pool, i) => {
      const number = String(i + 1).padStart(2, '0');
      const areas = planPage(rng.int(...pool.articles), isFrontPage(number), rng, pool.bottom);
      const titles = rng.sample(pool.titles, areas.length);
      layoutRows.push({
        id: layoutId,
        paperId,
        date: day,
        number,
        name: pool.name,
        width: PAGE_WIDTH,
        height: PAGE_HEIGHT,
        publishedAt,
      });
      areas.forEach((area, position) => {
        let pictureRef: string | null = null;
        // pictures for the larger stories; none in the notices
        if (pool.bottom === undefined && (position === 0 || rng.chance(0.3))) {
          const hex = Array.from({ length: 16 }, () => rng.int(0, 15).toString(16)).join('');
          pictureRef = `${day.slice(0, 4)}-${day.slice(4, 6)}/${day.slice(6)}/${hex}.jpg`;
          imageRows.push({
            ref: pictureRef,
            format: 'jpg',
            width: 800,
            height: 600,
            label: `${number}-${position + 1}`,
            hue: rng.int(0, 359),
            motif: rng.int(0, 3),
          });
        }
        articleRows.push(
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
        placeRows.push({ fileId, layoutId, position, area: corners(area) });
        fileId += 1;
      });
      layoutId += 1;
    });
  }
  if (fileId - 1 > ids.fileId.last || layoutId - 1 > ids.layoutId.last)
    throw new Error('paper ids past their block');
  await tx.insert(images).values(imageRows).onConflictDoNothing();
  await insertChunked(articleRows, (chunk) => tx.insert(articles).values(chunk));
  await tx.insert(paperLayouts).values(layoutRows);
  await insertChunked(placeRows, (chunk) => tx.insert(paperArticles).values(chunk));
};
