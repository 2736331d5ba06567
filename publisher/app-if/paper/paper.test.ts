import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.ts';
import { createArticle, createComment, createPaperEdition, TEST_START } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';
import { PREVIEW_TOKEN_MS, signPreviewToken } from '../article/preview-token.ts';
import { NOT_FOUND } from './wire.ts';

const reader = publicReader();
const { get } = reader;

type Layout = {
  id: number;
  name: string;
  layout: string;
  layoutName: string;
  width: number;
  height: number;
  mapping: string[][];
  url: string;
  urlPad: string;
  picUrl: string;
  pdfUrl: string;
  list: {
    fileId: number;
    title: string;
    layoutId: number;
    layout: string;
    layoutMapping: { mapping: string[] };
  }[];
};
type Edition = { version: number; date: string; layouts: Layout[] };

const data = async <T>(op: string, params: Record<string, string | number> = {}) => {
  const { statusCode, body } = await get(op, params);
  expect(statusCode, `${op}: ${body.message}`).toBe(200);
  return body.data as T;
};

/** Refused with a 400, status -1 and the message. */
async function refused(op: string, params: Record<string, string | number>, message?: string) {
  const { statusCode, body } = await get(op, params);
  expect(statusCode, `${op} ${JSON.stringify(params)}`).toBe(400);
  expect(body.status).toBe(-1);
  if (message) expect(body.message).toBe(message);
  else expect(body.message).not.toBe('');
}

const firstPaper = async () =>
  (await data<{ papers: { id: number; name: string }[] }>('getPapers')).papers[0]!;

describe('the demo paper', () => {
  it('getPapers names 青岚日报 with its icons; getPaperDates its last 30 days, newest first, 60 unless asked', async () => {
    const papers = await data<{ version: number; papers: Record<string, unknown>[] }>('getPapers');
    expect(papers.papers[0]).toMatchObject({ name: '青岚日报', code: 'qlrb' });
    expect(papers.papers[0]!.iconSmall).toMatch(/^http:\/\/pub\.test\/pic\//);
    expect(papers.version).toBeGreaterThan(0);

    const { id } = await firstPaper();
    const { dates } = await data<{ dates: { date: string }[] }>('getPaperDates', { id });
    expect(dates).toHaveLength(30);
    // the seed's day in Beijing time is the newest issue
    expect(dates[0]!.date).toBe('20250520');
    expect(dates.at(-1)!.date).toBe('20250421');
    const page = await data<{ dates: { date: string }[] }>('getPaperDates', { id, start: 2, count: 3 });
    expect(page.dates.map((d) => d.date)).toEqual(dates.slice(2, 5).map((d) => d.date));
  });

  it('an issue is eight pages whose areas lie inside the page, apart, one per article, each item carrying its own', async () => {
    const { id } = await firstPaper();
    const latest = await data<Edition>('getPaperLayouts', { id, date: '' });
    expect(latest.date).toBe('20250520');
    expect(latest.layouts.map((l) => l.name)).toEqual([
      '01 要闻',
      '02 综合',
      '03 城事',
      '04 经济',
      '05 文化',
      '06 体育',
      '07 副刊',
      '08 广告',
    ]);
    for (const layout of latest.layouts) {
      expect(layout.mapping).toHaveLength(layout.list.length);
      expect(layout.url).toBe(`http://pub.test/pic/paper/${layout.id}.jpg@!w1080`);
      expect(layout.pdfUrl).toBe(`http://pub.test/app_if/paper/${layout.id}.pdf`);
      const boxes = layout.mapping.map((area) => {
        const points = area.map((p) => p.split(',').map(Number) as [number, number]);
        expect(points).toHaveLength(4);
        const xs = points.map((p) => p[0]);
        const ys = points.map((p) => p[1]);
        return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
      });
      for (const [i, b] of boxes.entries()) {
        expect(b.x0).toBeGreaterThanOrEqual(0);
        expect(b.y1).toBeLessThanOrEqual(100);
        expect(b.x1 - b.x0).toBeGreaterThan(5);
        for (const other of boxes.slice(i + 1)) {
          const apart = b.x1 <= other.x0 || other.x1 <= b.x0 || b.y1 <= other.y0 || other.y1 <= b.y0;
          expect(apart, `${layout.name}: areas ${JSON.stringify(b)} and ${JSON.stringify(other)}`).toBe(true);
        }
        expect(layout.list[i]!.layoutMapping.mapping).toEqual(layout.mapping[i]);
        expect(layout.list[i]).toMatchObject({ layoutId: layout.id, layout: layout.layout });
      }
    }
    const newer = await data<Edition & { paperId: number; paperName: string }>('getLatestMaePaper', {});
    expect(newer).toMatchObject({ paperId: id, paperName: '青岚日报', date: '20250520' });
    expect(newer.layouts).toEqual(latest.layouts);
  });

  it('getMaePaperDatesByDate answers one month’s issue days; a day without an issue has no pages', async () => {
    const april = await data<{ month: string; dates: { date: string }[] }>('getMaePaperDatesByDate', {
      date: '20250430',
    });
    expect(april.month).toBe('202504');
    expect(april.dates.map((d) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => `202504${String(30 - i)}`),
    );
    const latest = await data<{ month: string; dates: unknown[] }>('getMaePaperDatesByDate', {});
    expect(latest.month).toBe('202505');
    expect(latest.dates).toHaveLength(20);
    const { id } = await firstPaper();
    expect((await data<Edition>('getPaperLayouts', { id, date: '20250101' })).layouts).toEqual([]);
  });

  it('refuses bad input with 400 and a message, and an unknown paper, page or article with Founder’s envelope', async () => {
    const { id } = await firstPaper();
    await refused('getPaperDates', {}, '缺少参数 id');
    await refused('getPaperDates', { id, count: 367 });
    await refused('getPaperDates', { id: '1 OR 1=1' });
    await refused('getPaperLayouts', { id, date: '20250230' }, 'date 应为 yyyyMMdd 格式的日期');
    await refused('getPaperLayouts', { id, date: '2025/05/20' });
    await refused('getMaePaperDatesByDate', { date: '202513' });
    await refused('searchAllPaper', { id, key: '' }, '请输入搜索词');
    await refused('searchAllPaper', { id, key: '湖'.repeat(101) });
    await refused('getPaperDates', { id: 999_999 }, NOT_FOUND);
    await refused('getPaperLayouts', { id: 999_999 }, NOT_FOUND);
    await refused('getLatestMaePaper', { id: 999_999 }, NOT_FOUND);
    await refused('getPaperArticles', { id: 999_999 }, NOT_FOUND);
    await refused('getPaperArticle', { id: 999_999 }, NOT_FOUND);
    // an article, but not one in the paper
    const { fileId } = await createArticle(reader.pub, { title: '不在报纸上', content: '<p>x</p>' });
    await refused('getPaperArticle', { id: fileId }, NOT_FOUND);
  });
});

describe('a paper edition made by the test hook', () => {
  it('is the paper’s latest issue, its pages and articles read by both generations of calls', async () => {
    const made = await createPaperEdition(reader.pub, {
      date: '20240102',
      pages: 3,
      articlesPerPage: 2,
      paperName: '测试晚报',
      titles: ['<b>湖畔</b>新闻', '第二篇'],
    });
    expect(made.layoutIds).toHaveLength(3);
    expect(made.fileIds.map((f) => f.length)).toEqual([2, 2, 2]);
    const papers = await data<{ papers: { id: number; name: string }[] }>('getPapers');
    expect(papers.papers.find((p) => p.id === made.paperId)?.name).toBe('测试晚报');

    const edition = await data<Edition>('getPaperLayouts', { id: made.paperId });
    expect(edition.date).toBe('20240102');
    expect(edition.layouts.map((l) => l.id)).toEqual(made.layoutIds);
    expect(edition.layouts[0]!.list.map((a) => a.fileId)).toEqual(made.fileIds[0]);
    expect(edition.layouts[0]!.list[0]!.title).toBe('<b>湖畔</b>新闻');
    expect(await data('getLatestMaePaper', { id: made.paperId, date: '2024-01-02' })).toMatchObject({
      date: '20240102',
      paperName: '测试晚报',
    });
    const { list } = await data<{ list: { fileId: number }[] }>('getPaperArticles', {
      id: made.layoutIds[1]!,
    });
    expect(list.map((a) => a.fileId)).toEqual(made.fileIds[1]);
    expect((await data<{ dates: { date: string }[] }>('getPaperDates', { id: made.paperId })).dates).toEqual([
      { date: '20240102' },
    ]);

    const second = await createPaperEdition(reader.pub, {
      date: '20240103',
      pages: 1,
      paperId: made.paperId,
    });
    expect(second.paperId).toBe(made.paperId);
    expect((await data<Edition>('getPaperLayouts', { id: made.paperId })).date).toBe('20240103');
  });

  it('getPaperArticle reads a printed article as an article, with its page, its area and its page’s others', async () => {
    const made = await createPaperEdition(reader.pub, { date: '20240201', pages: 2, articlesPerPage: 3 });
    const [lead, second, third] = made.fileIds[0]!;
    const a = await data<Record<string, any>>('getPaperArticle', { id: lead! });
    expect(a).toMatchObject({
      fileId: String(lead),
      title: '第01版要闻稿件1',
      introTitle: '20240201测试引题',
      layout: '01',
      layoutId: String(made.layoutIds[0]),
      layoutName: '要闻',
      paperId: made.paperId,
      paperName: '测试报',
      date: '20240201',
      attachment: [],
      aStatus: 1,
      shareUrl: `http://pub.test/template/displayTemplate/news/paperSharePage/20240201/${made.paperId}/01.html`,
    });
    expect(a.content).toContain('<!--IMAGEARRAY#0-->');
    expect(a.images[0].imagearray[0]).toMatchObject({
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(a.layoutMapping.mapping).toHaveLength(4);
    expect(a.related.map((r: { fileId: number }) => r.fileId)).toEqual([second, third]);
  });

  it('a draft opens only with the CMS’s signed preview token', async () => {
    const made = await createPaperEdition(reader.pub, { date: '20240301', pages: 1, articlesPerPage: 1 });
    const id = made.fileIds[0]![0]!;
    await reader.pub.database.db.update(articles).set({ status: 0 }).where(eq(articles.fileId, id));
    reader.pub.app.publisher.changes.notify();
    await refused('getPaperArticle', { id }, NOT_FOUND);
    await refused('getPaperArticle', { id, preview: 1 }, NOT_FOUND);
    const token = signPreviewToken(
      await reader.pub.app.publisher.socketSecret(),
      id,
      TEST_START + 60_000 + PREVIEW_TOKEN_MS,
    );
    expect(await data('getPaperArticle', { id, preview: 1, previewToken: token })).toMatchObject({
      aStatus: 0,
    });
  });

  it('refuses a bad edition with 400 and writes nothing', async () => {
    const before = (await data<{ papers: unknown[] }>('getPapers')).papers.length;
    const made = await createPaperEdition(reader.pub, { date: '20240401', pages: 1 });
    for (const payload of [
      {},
      { date: '' },
      { date: '20240230' },
      { date: '20240401', pages: 13 },
      { date: '20240401', pages: 0 },
      { date: '20240401', articlesPerPage: 7 },
      { date: '20240401', paperId: 999_999 },
      { date: '20240401', paperId: made.paperId },
      { date: '20240401', paperName: '' },
    ]) {
      const response = await reader.pub.app.inject({
        method: 'POST',
        url: '/app_if/test/paperEdition',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).not.toBe('');
    }
    expect((await data<{ papers: unknown[] }>('getPapers')).papers.length).toBe(before + 1);
  });
});

describe('searchAllPaper', () => {
  it('finds an edition’s articles by every word, in page order, within one issue or across the paper', async () => {
    const made = await createPaperEdition(reader.pub, {
      date: '20240501',
      pages: 2,
      articlesPerPage: 2,
      titles: ['湖光 山色', '港口新航线', '湖畔夜市', '山城故事'],
    });
    const search = (key: string, date?: string) =>
      data<{ list: { fileId: number; date: string }[]; hasMore: boolean }>('searchAllPaper', {
        key,
        id: made.paperId,
        ...(date ? { date } : {}),
      });
    const [[a, b], [c, d]] = made.fileIds as [[number, number], [number, number]];
    expect((await search('湖', '20240501')).list.map((x) => x.fileId)).toEqual([a, c]);
    expect((await search('山 湖')).list.map((x) => x.fileId)).toEqual([a]);
    expect((await search('山')).list.map((x) => x.fileId)).toEqual([a, d]);
    // the body counts too: every test article says which page it is on
    expect((await search('第02版的第1篇')).list.map((x) => x.fileId)).toEqual([c]);
    expect((await search('湖', '20240502')).list).toEqual([]);
    expect((await search('港口')).list[0]).toMatchObject({ fileId: b, date: '20240501' });
    const page = await data<{ list: unknown[]; hasMore: boolean }>('searchAllPaper', {
      key: '稿件',
      id: made.paperId,
      count: 1,
    });
    expect(page.list).toHaveLength(1);
    expect(page.hasMore).toBe(true);
  });
});

describe('comments on a paper article (source 3)', () => {
  it('are the article’s own comments, read and refused by source as the spec names them', async () => {
    const made = await createPaperEdition(reader.pub, { date: '20240601', pages: 1, articlesPerPage: 1 });
    const id = made.fileIds[0]![0]!;
    const comment = await createComment(reader.pub, { articleId: id, content: '报纸上的评论' });
    for (const source of [3, 0]) {
      const { list } = await data<{ list: { id: number }[] }>('discussView', { id, source, page: 0 });
      expect(list.map((c) => c.id)).toEqual([comment.id]);
    }
    expect(await data('discussCount', { id, source: 3 })).toEqual({ count: 1 });
    await refused('discussView', { id, source: 2 }, 'source 只能是 0、1、3、4、5、6 或 7');
    await refused('discussView', { id, source: 8 });
  });
});
