// Fixtures copied from the shapes PUBLISHER_API.md records (A/B logs, scrapers), trimmed to what is read.
import { describe, expect, test } from 'vitest';
import { parseArticle } from './article';
import { parseArticlePage } from './articlePage';
import { parseArticleList, parseArticleSummary } from './articleSummary';
import { parseColumns } from './column';
import { parseSiteConfig } from './config';
import { parseArticleCounts } from './counts';
import { date, int, rec } from './lenient';
import { parseMember } from './member';
import { parseModule } from './module';

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

describe('lenient readers', () => {
  test('ints or strings', () => {
    expect(int('4')).toBe(4);
    expect(int(4)).toBe(4);
    expect(int('x', 7)).toBe(7);
    expect(int(undefined)).toBe(0);
  });
  test('".0" and ":0" dates are China time, to ms', () => {
    expect(date('2020-04-27 13:47:48.0')).toBe(Date.UTC(2020, 3, 27, 5, 47, 48));
    expect(date('2026-05-02 15:11:04:0')).toBe(Date.UTC(2026, 4, 2, 7, 11, 4));
    expect(date(1584693471000)).toBe(1584693471000);
    expect(date('1584693471000')).toBe(1584693471000);
    expect(date('')).toBe(0);
    expect(date(null)).toBe(0);
  });
  test('trailing-space keys are trimmed, the exact spelling wins', () => {
    expect(rec({ 'columnIcon ': 'a', columnRssCount: 1, 'columnRssCount ': 2 })).toEqual({
      columnIcon: 'a',
      columnRssCount: 1,
    });
  });
});

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
    const page = parseArticlePage({
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
    expect(parseArticlePage(twenty).hasMore).toBe(true);
    expect(parseArticlePage(twenty.slice(0, 3)).hasMore).toBe(false);
    expect(parseArticlePage({}).articles).toEqual([]);
  });
  test('moduleView keeps its items under list', () => {
    const m = parseModule({ type: 7, list: [{ cmiName: '王', id: 3 }] });
    expect(m.type).toBe(7);
    expect(m.articles).toHaveLength(1);
  });
});

describe('columns', () => {
  test('columns and topColumns merged, both id spellings, de-duplicated', () => {
    const cols = parseColumns({
      version: 1584693471000,
      columns: [{ columnId: 1, columnName: '首页', columnStyle: '227', columnType: '4003', topCount: 3 }],
      topColumns: [
        { columnID: 1, columnName: '首页' },
        { columnID: 2, columnName: '头条', columnStyle: 201 },
      ],
    });
    expect(cols.map((c) => [c.id, c.name, c.style])).toEqual([
      [1, '首页', 227],
      [2, '头条', 201],
    ]);
    expect(cols[0]).toMatchObject({ type: '4003', topCount: 3, parentId: 0, children: [] });
    expect(parseColumns({ columns: [] })).toEqual([]);
  });
});

describe('article detail', () => {
  const detail = {
    fileId: '4061',
    title: '正文标题',
    listTitle: '列表标题',
    publishtime: '2020-04-27 13:47:48.0',
    content: '<p>a</p><!--IMAGEARRAY#0-->',
    images: [
      {
        ref: '<!--IMAGES#1-->',
        imagearray: [
          {
            ref: '<!--IMAGEARRAY#0-->',
            summary: '图注',
            imageUrl: 'http://x/1.jpg',
            width: 800,
            height: 600,
          },
        ],
      },
    ],
    videos: [
      {
        ref: '<!--VIDEOS#1-->',
        videoarray: [
          {
            ref: '<!--VIDEOARRAY#0-->',
            videoUrl: 'http://x/v.mp4',
            imageUrl: 'http://x/k.jpg',
            duration: 30,
          },
        ],
      },
    ],
    columnID: 398,
    colID: '398',
    countClick: 10,
    countDiscuss: '2',
    discussClosed: 1,
    aStatus: 0,
    liability: '郑可为',
    checker: '钱望舒',
    cameraman: '摄影',
    source: '新福建',
    config: '{"videos":[{"appLiveUrl":"http://l","appPlaybackUrl":"http://p","playbackUrls":["http://p1"]}]}',
    related: [{ fileId: 5, title: 'r', 'columnIcon ': 'i', picS: 'http://x/s.jpg' }],
  };
  test('reads the detail with its placeholders, byline roles and live config', () => {
    const a = parseArticle(detail)!;
    expect(a).toMatchObject({
      id: 4061,
      columnId: 398,
      title: '正文标题',
      comments: 2,
      reads: 10,
      published: false,
      discussClosed: true,
    });
    expect(a.images).toEqual([
      { ref: '<!--IMAGEARRAY#0-->', url: 'http://x/1.jpg', width: 800, height: 600, caption: '图注' },
    ]);
    expect(a.videos[0]).toMatchObject({
      ref: '<!--VIDEOARRAY#0-->',
      url: 'http://x/v.mp4',
      poster: 'http://x/k.jpg',
      duration: 30,
    });
    expect(a.byline).toEqual({
      source: '新福建',
      responsibleEditor: '郑可为',
      proofreader: '钱望舒',
      photographer: '摄影',
    });
    expect(a.liveVideos).toEqual([
      { liveUrl: 'http://l', playbackUrl: 'http://p', playbackUrls: ['http://p1'] },
    ]);
    expect(a.related[0]).toMatchObject({ id: 5, picSmall: 'http://x/s.jpg' });
  });
  test('"empty" and id-less payloads are not found; absent aStatus is published', () => {
    expect(parseArticle('empty')).toBeNull();
    expect(parseArticle({})).toBeNull();
    expect(parseArticle({ fileId: 1 })!.published).toBe(true);
  });
  test('counts, and errorInfo as not found', () => {
    expect(parseArticleCounts({ fileId: 630984, countClick: '9', countPraise: 1 })).toMatchObject({
      id: 630984,
      reads: 9,
      likes: 1,
    });
    expect(parseArticleCounts({ errorInfo: '找不到相关稿件' })).toBeNull();
  });
});

describe('config and member', () => {
  test('getConfig with string flags and the xyApi group', () => {
    const c = parseSiteConfig({
      siteID: 4,
      padColor: '#1a6fb5',
      detailPageGrey: '1',
      showSearchList: 1,
      tokenEnable: '1',
      filing: { open: 1, filingUrl: 'https://beian.example.cn/', filingNumber: 'ICP' },
      siteConfig: { discuss: { auditType: '2' }, globalCount: { showReadCount: 0 } },
      liveTitleStatus: { preview: '预告', living: '直播中', replay: '回放' },
      xyApi: {
        siteId: 4,
        xyAuth: '2',
        apiVersion: '3',
        curVersions: '1',
        securitySource: 'touch',
        SSOUrl: 'http://s/',
      },
    });
    expect(c).toMatchObject({
      siteId: 4,
      themeColor: '#1a6fb5',
      detailPageGrey: true,
      showSearchList: true,
      tokenEnable: true,
      discussAuditType: 2,
      filing: { open: true, url: 'https://beian.example.cn/', number: 'ICP' },
      liveTitleStatus: true,
      liveTitles: { preview: '预告', living: '直播中', replay: '回放' },
      fontSize: { base: 16, step: 2 },
    });
    expect(c.globalCount).toEqual({
      showPubTime: true,
      showReadCount: false,
      showDiscussCount: true,
      showPraiseCount: true,
    });
    expect(c.xyApi).toMatchObject({
      siteId: 4,
      xyAuth: 2,
      apiVersion: 3,
      ssoUrl: 'http://s/',
      imageSuffixPath: '@!',
    });
  });
  test('an empty config still gives safe defaults', () => {
    const c = parseSiteConfig(undefined);
    expect(c.siteId).toBe(1);
    expect(c.xyApi.xyAuth).toBe(0);
    expect(c.xyApi.curVersions).toBe('1');
  });
  test('SSO user object', () => {
    expect(
      parseMember({
        uid: '138',
        userid: '133',
        token: 'a'.repeat(32),
        nickname: 'n',
        phone: '138****0000',
        head: 'h',
        score: '5',
        accessToken: 'at',
        refreshToken: 'rt',
      }),
    ).toEqual({
      uid: '138',
      userId: '133',
      token: 'a'.repeat(32),
      accessToken: 'at',
      refreshToken: 'rt',
      nickname: 'n',
      phone: '138****0000',
      avatar: 'h',
      score: 5,
    });
  });
});
