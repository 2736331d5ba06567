// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments send (PUBLISHER_API.md: A/B logs, scrapers).
import { describe, expect, test } from 'vitest';
import courseList from '../study/fixtures/courseList.json';
import getArticles from './fixtures/getArticles.json';
import moduleView from './fixtures/moduleView.json';
import recommendList from './fixtures/recommendList.json';
import getRelArticles from './fixtures/getRelArticles.json';
import articleHot from './fixtures/articleHot.json';
import { parseColumnPage } from './columnPage';
import { parseModule } from './module';
import { listsOperations as ops } from './operations';
import { parseArticleList, parseArticleSummary } from './summary';

const listItem = {
  fileId: 346,
  version: 1584693471000,
  realPubTime: '2020-03-20 16:37:51.0',
  publishtime: '2020-03-17 14:40:53.0',
  title: '<b>标题</b>',
  listTitle: '列表标题',
  attAbstract: '摘要',
  articleType: 0,
  colID: 5,
  picBig: 'https://img1.fjdaily.com/app/images/2020-03/17/t0_(0X0X750X422)a.jpg',
  picSmall: 'https://img1.fjdaily.com/app/images/2020-03/17/t2_(0X0X240X180)a.jpg',
  pic0: 'https://img1.fjdaily.com/app/images/2020-03/17/b.jpg',
  pic_list: ['图片存储;xy/202003/06/x.jpg'],
  picCount: '4',
  picRatio: '789:443',
  countClick: 120,
  countDiscuss: 3,
  countPraise: 2,
  countShare: 1,
  discussClosed: '0',
  isBigPic: 0,
  linkID: 0,
};

describe('list items', () => {
  test('a getArticles list item', () => {
    const a = parseArticleSummary(listItem);
    expect(a).toMatchObject({
      id: 346,
      columnId: 5,
      type: 0,
      title: '列表标题',
      summary: '摘要',
      publishedAt: Date.UTC(2020, 2, 17, 6, 40, 53),
      picCount: 4,
      picRatio: '789:443',
      reads: 120,
      comments: 3,
      likes: 2,
      shares: 1,
      bigPicture: false,
      shareClosed: false,
    });
    // storage refs are not URLs: pic_list has none usable, so pic0..pic2 stand in
    expect(a.pictures).toEqual(['https://img1.fjdaily.com/app/images/2020-03/17/b.jpg']);
  });
  test('fileID/columnID spellings, string counts, missing fields', () => {
    const a = parseArticleSummary({ fileID: '7', columnID: '9', countClick: '5', pic0: 'http://x/a.jpg' });
    expect(a).toMatchObject({
      id: 7,
      columnId: 9,
      reads: 5,
      title: '',
      publishedAt: 0,
      pictures: ['http://x/a.jpg'],
      picCount: 1,
    });
  });
  test('live items carry linkID and liveStatus', () => {
    expect(parseArticleSummary({ fileId: 1, articleType: 6, linkID: 88, liveStatus: '1' })).toMatchObject({
      linkId: 88,
      liveStatus: 1,
    });
  });
  test('bare arrays and {list}', () => {
    expect(parseArticleList([listItem])).toHaveLength(1);
    expect(parseArticleList({ list: [listItem, listItem] })).toHaveLength(2);
    expect(parseArticleList(null)).toEqual([]);
  });
});

describe('getArticles page', () => {
  test('carousel items are removed from the list; modules, topModule, hasMore', () => {
    const page = parseColumnPage({
      list: [listItem, { ...listItem, fileId: 347 }],
      carousel: [listItem],
      modules: [
        {
          type: 7,
          moduleID: 486,
          name: '人物',
          position: 2,
          showMore: 1,
          displayStyle: 1,
          charactor: [listItem],
        },
      ],
      topModule: { moduleID: 5, name: '要闻', cmDisplayStyle: 2, charactor: [listItem] },
      hasMore: true,
      totalCount: 40,
    });
    expect(page.articles.map((a) => a.id)).toEqual([347]);
    expect(page.carousel.map((a) => a.id)).toEqual([346]);
    expect(page.modules[0]).toMatchObject({ id: 486, type: 7, showMore: true, displayStyle: 1 });
    expect(page.topModule).toMatchObject({ id: 5, displayStyle: 2 });
    expect(page.hasMore).toBe(true);
    expect(page.totalCount).toBe(40);
  });
  test("an old deployment's bare array: hasMore by the multiple-of-20 rule", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ fileId: i + 1 }));
    expect(parseColumnPage(twenty).hasMore).toBe(true);
    expect(parseColumnPage(twenty.slice(0, 3)).hasMore).toBe(false);
    expect(parseColumnPage({}).articles).toEqual([]);
  });
  test('moduleView keeps its items under list', () => {
    const m = parseModule({ type: 7, list: [{ cmiName: '王', id: 3 }] });
    expect(m.type).toBe(7);
    expect(m).toMatchObject({ kind: 'articles', articles: [expect.anything()] });
  });
  test('a 学习 module (type 13) holds courses, as courseList answers them; broken items are left out', () => {
    const m = parseModule({
      type: 13,
      moduleID: 412,
      name: '学习',
      charactor: [...courseList.list, { title: '无编号' }, null, 'x'],
    });
    expect(m).toMatchObject({ kind: 'courses', id: 412, name: '学习' });
    if (m.kind !== 'courses') throw new Error('not courses');
    expect(m.courses.map((c) => c.id)).toEqual(courseList.list.map((c) => c.courseID));
    expect(m.courses[0]).toMatchObject({
      title: courseList.list[0]!.title,
      lessonCount: courseList.list[0]!.lessonCount,
    });
    expect(parseModule({ type: 13, charactor: 'none' })).toMatchObject({ kind: 'courses', courses: [] });
  });
});

describe("the publisher's answers", () => {
  test('getArticles: carousel items leave the list; modules, top module, live articles', () => {
    const page = ops.getArticles.parse(getArticles, 0);
    expect(page.carousel.map((a) => a.id)).toEqual([10001, 10122]);
    expect(page.articles.map((a) => a.id)).toEqual([10131, 10151]);
    expect(page.articles[0]).toMatchObject({
      columnId: getArticles.list[2]!.colID,
      title: getArticles.list[2]!.title,
    });
    expect(page.modules.map((m) => [m.id, m.type])).toEqual([
      [401, 0],
      [402, 7],
    ]);
    expect(page.topModule).toMatchObject({ id: 400, displayStyle: 2 });
    expect(page.topModule!.articles).toHaveLength(2);
    expect(page.liveArticles[0]).toMatchObject({ id: 10184, type: 6, linkId: 5008, liveStatus: 1 });
    expect(page).toMatchObject({ hasMore: true, totalCount: 75 });
  });

  test('moduleView: its items under list; an empty answer is no module', () => {
    expect(ops.moduleView.parse(moduleView, 0)).toMatchObject({ id: 401, name: '编辑推荐' });
    expect(ops.moduleView.parse(moduleView, 0)).toMatchObject({
      kind: 'articles',
      articles: moduleView.list.map((item) => ({ id: item.fileId })),
    });
    expect(ops.moduleView.parse({}, 0)).toBeNull();
  });

  test('moduleView: whether the module has items past this page of 20, in either spelling', () => {
    expect(ops.moduleView.parse(moduleView, 0)!.hasMore).toBe(false);
    expect(ops.moduleView.parse({ ...moduleView, hasMore: true }, 0)!.hasMore).toBe(true);
    expect(ops.moduleView.parse({ ...moduleView, hasMore: '1' }, 0)!.hasMore).toBe(true);
    expect(ops.moduleView.parse({ ...moduleView, hasMore: undefined }, 0)!.hasMore).toBe(false);
  });

  test('recommendList: the recommended items as list items, an empty answer none', () => {
    const recommended = ops.recommendList.parse(recommendList, 0);
    expect(recommended.map((a) => a.id)).toEqual(recommendList.list.map((item) => item.fileId));
    expect(recommended[0]).toMatchObject({ title: recommendList.list[0]!.title, type: 0 });
    expect(ops.recommendList.parse({ list: 'empty' }, 0)).toEqual([]);
    expect(ops.recommendList.parse('empty', 0)).toEqual([]);
  });

  test('related and most-read lists', () => {
    const related = ops.getRelArticles.parse(getRelArticles, 0);
    expect(related.map((a) => a.id)).toEqual(getRelArticles.list.map((item) => item.fileId));
    expect(related[0]!.pictures.length).toBeGreaterThan(0);
    const hot = ops.articleHot.parse(articleHot, 0);
    expect(hot[0]).toMatchObject({ id: articleHot.list[0]!.fileId, reads: articleHot.list[0]!.countClick });
  });
});
