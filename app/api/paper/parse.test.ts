// The paper's wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks),
// Founder's shapes as the issue quotes its server code, and broken input.
import { describe, expect, test } from 'vitest';
import getLatestMaePaper from './fixtures/getLatestMaePaper.json';
import getMaePaperDatesByDate from './fixtures/getMaePaperDatesByDate.json';
import getPaperArticle from './fixtures/getPaperArticle.json';
import getPaperArticles from './fixtures/getPaperArticles.json';
import getPaperDates from './fixtures/getPaperDates.json';
import getPaperLayouts from './fixtures/getPaperLayouts.json';
import getPapers from './fixtures/getPapers.json';
import searchAllPaper from './fixtures/searchAllPaper.json';
import { paperOperations as ops } from './operations';
import {
  issueDate,
  parseEdition,
  parseIssueDates,
  parsePageArticles,
  parsePapers,
  parsePaperSearch,
  parsePrintedArticle,
} from './parse';

describe('the fixtures', () => {
  test('papers and their issue days', () => {
    expect(parsePapers(getPapers)[0]).toMatchObject({ id: 791001, name: '青岚日报', code: 'qlrb' });
    expect(parsePapers(getPapers)[0]!.icon).toMatch(/^http/);
    expect(parseIssueDates(getPaperDates)!.dates).toEqual(['20250520', '20250519', '20250518']);
    expect(parseIssueDates(getMaePaperDatesByDate)).toMatchObject({ month: '202505' });
  });

  test('an issue’s pages in both generations, each article with its box from its own or the page’s mapping', () => {
    const edition = parseEdition(getPaperLayouts)!;
    expect(edition).toMatchObject({ date: '20250520', publishedAt: 1747690200000 });
    const [page] = edition.pages;
    expect(page).toMatchObject({
      id: 792233,
      number: '01',
      name: '要闻',
      width: 1500,
      height: 2145,
      image: 'http://pub.test/pic/paper/792233.jpg@!w1080',
      largeImage: 'http://pub.test/pic/paper/792233.jpg',
      thumbnail: 'http://pub.test/pic/paper/792233.jpg@!w375',
      pdf: 'http://pub.test/app_if/paper/792233.pdf',
    });
    expect(page!.articles[0]).toMatchObject({
      id: getPaperLayouts.layouts[0]!.list[0]!.fileId,
      pageId: 792233,
      pageNumber: '01',
      date: '20250520',
      // the lead across four of the six columns, from its corner points
      area: { left: 4.4, top: 17.4, width: 60.53, height: 33.27 },
    });
    expect(page!.articles[1]!.area).toEqual({ left: 65.73, top: 17.4, width: 29.87, height: 33.27 });
    expect(page!.articles[0]!.pictures[0]).toMatch(/^http/);
    expect(parseEdition(getLatestMaePaper)).toMatchObject({ paperId: 791001, paperName: '青岚日报' });
    expect(parseEdition(getLatestMaePaper)!.pages).toEqual(edition.pages);
    expect(parsePageArticles(getPaperArticles)![0]).toMatchObject({
      id: expect.any(Number),
      area: expect.any(Object),
    });
    expect(parsePaperSearch(searchAllPaper)).toMatchObject({ hasMore: expect.any(Boolean) });
    expect(parsePaperSearch(searchAllPaper).articles[0]!.date).toBe('20250520');
  });

  test('a printed article is an article with its place in the paper', () => {
    const a = parsePrintedArticle(getPaperArticle)!;
    expect(a).toMatchObject({
      id: Number(getPaperArticle.fileId),
      paperId: 791001,
      paperName: '青岚日报',
      date: '20250520',
      pageId: 792233,
      pageNumber: '01',
      pageName: '要闻',
      published: true,
      area: { left: 4.4, top: 17.4 },
    });
    expect(a.html).toContain('<p>');
    expect(a.images[0]).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(a.related[0]!.id).toBe(getPaperArticle.related[0]!.fileId);
  });
});

describe('Founder’s shapes', () => {
  test('getPapers, getPaperDates and getPaperLayouts as its server code writes them', () => {
    expect(
      parsePapers({
        version: '001',
        papers: [{ id: '3', name: '某日报', code: 'mrb', iconSmall: 'http://x/s.png', iconBig: '' }],
      }),
    ).toEqual([{ id: 3, name: '某日报', code: 'mrb', icon: 'http://x/s.png', largeIcon: undefined }]);
    expect(
      parseIssueDates({ version: 1, dates: [{ date: '20200322' }, { date: '2020-03-21' }] })!.dates,
    ).toEqual(['20200322', '20200321']);
    const edition = parseEdition({
      version: '1584835200000',
      date: '20200322',
      layouts: [
        {
          id: '19',
          name: '01 要闻',
          width: '1000',
          height: '1400',
          mapping: [
            ['0,0', '100,0', '100,50', '0,50'],
            ['0,50', '100,50', '100,100', '0,100'],
          ],
          url: 'http://x/p1.jpg',
          urlPad: 'http://x/p1-pad.jpg',
          picUrl: 'http://x/p1-s.jpg',
          pdfUrl: 'http://x/p1.pdf',
          list: [
            {
              fileId: '136',
              title: '头条',
              introTitle: '引题',
              attAbstract: '摘要',
              publishtime: '2020-03-22 05:00:00.0',
              layout: '01',
              layoutId: '19',
              contentUrl: 'http://x/c',
              shareUrl: 'http://x/s',
              pic0: 'http://x/a.jpg',
            },
            { fileId: 137, title: '二条' },
          ],
        },
        { id: 20, name: '02版 综合', list: [] },
      ],
    })!;
    expect(edition.pages.map((p) => [p.number, p.name])).toEqual([
      ['01', '要闻'],
      ['02', '综合'],
    ]);
    const [lead, second] = edition.pages[0]!.articles;
    expect(lead).toMatchObject({
      id: 136,
      introTitle: '引题',
      pictures: ['http://x/a.jpg'],
      area: { top: 0, height: 50 },
    });
    // no item of its own: the page's mapping, in the order of the list
    expect(second).toMatchObject({ id: 137, pageId: 19, pageNumber: '01', area: { top: 50, height: 50 } });
  });

  test('getPaperArticle as B’s log shows it', () => {
    const a = parsePrintedArticle({
      fileId: '136',
      siteID: 1,
      title: '标题',
      introTitle: '引题',
      subtitle: '副题',
      content: '<p>正文</p>',
      layout: '01',
      layoutId: '19',
      images: [],
      attachment: [],
      publishtime: '2020-02-11 05:00:00.0',
    })!;
    expect(a).toMatchObject({ id: 136, introTitle: '引题', subtitle: '副题', pageId: 19, pageNumber: '01' });
    expect(a.area).toBeUndefined();
  });
});

describe('broken input', () => {
  test('nothing to read is an empty list or null, never a throw', () => {
    for (const raw of [null, undefined, 'empty', 42, {}, { layouts: 'x' }, { layouts: [{ name: 'no id' }] }])
      expect(parseEdition(raw)).toBeNull();
    expect(parsePapers({ papers: [{ name: 'no id' }, null, 'x'] })).toEqual([]);
    expect(
      parseIssueDates({ dates: [{ date: '20250230' }, { date: 'soon' }, null, '20250101', '20250101'] }),
    ).toEqual({
      dates: ['20250101'],
    });
    expect(parseIssueDates({})).toBeNull();
    expect(parsePageArticles({ list: [{ fileId: 0 }, { fileId: 'x' }] })).toEqual([]);
    expect(parsePageArticles('empty')).toBeNull();
    expect(parsePrintedArticle('empty')).toBeNull();
    expect(parsePaperSearch(null)).toEqual({ articles: [], hasMore: false });
  });

  test('an item keeps its page’s mapping when its own points are broken, and has no box when neither makes one', () => {
    const edition = parseEdition({
      layouts: [
        {
          id: 1,
          mapping: [['0,0', '50,50'], 'junk'],
          list: [
            { fileId: 1, layoutMapping: { mapping: ['x'] } },
            { fileId: 2, layoutMapping: 'odd' },
          ],
        },
      ],
    })!;
    expect(edition.pages[0]!.articles[0]!.area).toEqual({ left: 0, top: 0, width: 50, height: 50 });
    expect(edition.pages[0]!.articles[1]!.area).toBeUndefined();
    expect(edition.pages[0]!.number).toBe('01');
  });

  test('issue days from what deployments send', () => {
    expect(issueDate('20250520')).toBe('20250520');
    expect(issueDate(20250520)).toBe('20250520');
    expect(issueDate('2025-05-20 05:30:00.0')).toBe('20250520');
    // 2025-05-19 22:00 UTC is the 20th in Beijing
    expect(issueDate(Date.UTC(2025, 4, 19, 22))).toBe('20250520');
    for (const bad of ['', '2025-13-01', '20250230', 'today', null, {}]) expect(issueDate(bad)).toBe('');
  });

  test('the operations: shared answers for everyone, a preview never', () => {
    expect(ops.getPaperLayouts.cache).toBe('public');
    expect(typeof ops.getPaperArticle.cache === 'function' && ops.getPaperArticle.cache({ preview: 1 })).toBe(
      false,
    );
    expect(ops.getPaperArticle.lookup).toBe(true);
  });
});
