import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { articles, paperArticles, paperLayouts, papers } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { issueMorning } from '../../paper/days.ts';
import { corners, isFrontPage, PAGE_HEIGHT, PAGE_WIDTH, planPage } from '../../paper/page.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { PAPER_PAGES } from '../../seed/paper-pools.ts';
import { seededRandom } from '../../seed/random.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';
import { requiredDateParam } from './params.ts';
import { printedArticleRow } from './printed-article.ts';

/** Hooks that take the next free ids run one after another (db/next-id.ts). */
const queue = writeQueue();

/**
 * `POST /app_if/test/paperEdition` `{date, pages?, articlesPerPage?, paperId?, paperName?, titles?}` →
 * `{paperId, date, layoutIds, fileIds}`: one day's issue of `pages` pages (1–12, default 8, named as the demo's are)
 * of `articlesPerPage` articles each (1–6, default 3), placed by the page planner, the first of each page with a
 * stored picture. A new paper (`paperName`, default 测试报) unless `paperId` names one without an issue that day.
 * `titles[i]` is the i-th article's title, in page order, stored as sent; `fileIds[p]` are page p's articles.
 */
export const createPaperEdition = testHook({
  name: 'paperEdition',
  input: z.object({
    date: requiredDateParam,
    pages: intField('pages', 1, 12).optional(),
    articlesPerPage: intField('articlesPerPage', 1, 6).optional(),
    paperId: intField('paperId', 1, MAX_ID).optional(),
    paperName: nameField('paperName', 20).optional(),
    titles: z.array(z.string().min(1).max(200, 'titles 过长')).max(72, 'titles 过多').optional(),
  }),
  async handle(ctx, input) {
    const { date } = input;
    const [picture] = await ctx.articles.storedPictures(1);
    const result = await queue(() =>
      ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        let paperId = input.paperId;
        if (paperId !== undefined) {
          if (!(await db.select().from(papers).where(eq(papers.id, paperId))).length)
            throw badInput(`报纸 ${paperId} 不存在`);
          const taken = await db
            .select({ id: paperLayouts.id })
            .from(paperLayouts)
            .where(and(eq(paperLayouts.paperId, paperId), eq(paperLayouts.date, date)));
          if (taken.length) throw badInput(`报纸 ${paperId} 在 ${date} 已有版面`);
        } else {
          paperId = await nextId(db, papers.id, ID_RANGES.paper.paperId.first);
          await db.insert(papers).values({
            id: paperId,
            name: input.paperName ?? '测试报',
            code: `test${paperId}`,
            iconSmallRef: 'brand/app-logo.png',
            iconBigRef: 'brand/pad-logo.png',
            position: paperId,
          });
        }
        const publishedAt = Math.min(issueMorning(date), ctx.clock.now());
        // the same issue for the same date, every time
        const rng = seededRandom(Number(date));
        let layoutId = await nextId(db, paperLayouts.id, ID_RANGES.paper.layoutId.first);
        let fileId = await nextId(db, articles.fileId, ID_RANGES.article.fileId.first);
        let nth = 0;
        const layoutIds: number[] = [];
        const fileIds: number[][] = [];
        for (let p = 0; p < (input.pages ?? 8); p++) {
          const number = String(p + 1).padStart(2, '0');
          const name = PAPER_PAGES[p % PAPER_PAGES.length]!.name;
          await db.insert(paperLayouts).values({
            id: layoutId,
            paperId,
            date,
            number,
            name,
            width: PAGE_WIDTH,
            height: PAGE_HEIGHT,
            publishedAt,
          });
          const areas = planPage(input.articlesPerPage ?? 3, isFrontPage(number), rng);
          const onPage: number[] = [];
          for (const [position, area] of areas.entries()) {
            const text = {
              title: input.titles?.[nth] ?? `第${number}版${name}稿件${position + 1}`,
              introTitle: position === 0 ? `${date}测试引题` : '',
              subTitle: '',
              paragraphs: [`这是第${number}版的第${position + 1}篇测试稿件。`, '测试稿件第二段。'],
              author: '本报记者 测试',
              pictureRef: position === 0 ? (picture ?? null) : null,
            };
            await db.insert(articles).values(printedArticleRow(fileId, text, publishedAt));
            await db.insert(paperArticles).values({ fileId, layoutId, position, area: corners(area) });
            onPage.push(fileId);
            fileId += 1;
            nth += 1;
          }
          layoutIds.push(layoutId);
          fileIds.push(onPage);
          layoutId += 1;
        }
        return { paperId, date, layoutIds, fileIds };
      }),
    );
    ctx.changes.notify();
    return result;
  },
});

export const paperTestHooks = [createPaperEdition];
