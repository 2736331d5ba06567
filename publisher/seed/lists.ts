import { asc, inArray, ne } from 'drizzle-orm';
import { articles, columnArticles, columns, modules, reporters } from '../db/schema/index.ts';
import { READER_ENTRY_IDS } from './reader-entries.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';

/** The special topics whose sub-columns list articles (specDetail's sections, specMore). */
const TOPICS_WITH_SECTIONS = [51, 52];
/** Local news' district columns: their articles also show in their parent (local lists 溪口 and 云栖 items too). */
const DISTRICTS = [21, 22];
const LOCAL = 2;
const HOME = 1;

/**
 * Where the articles are listed: each in its own column (district ones in local too), and home: five pinned items
 * of mixed types lead (the carousel), then 70 drawn from every Chinese column. Then the modules of home and local.
 * Reads the articles and reporters the article area wrote; draws only from its own stream.
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const all = await tx
    .select({
      fileId: articles.fileId,
      columnId: articles.columnId,
      articleType: articles.articleType,
      status: articles.status,
      lang: articles.lang,
      liveStatus: articles.liveStatus,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    // the site's articles: the paper's and the short videos' are in no column (column 0), reached through their own
    // pages, and seeded after this area; a data folder that gains this area later must not list them
    .where(ne(articles.columnId, 0))
    .orderBy(asc(articles.fileId))
    // and not the home's entry cards, which this seed writes itself last (a start that seeds lists again finds them)
    .then((rows) => rows.filter((a) => !isHomeEntry(a.fileId)));
  const reporterIds = (await tx.select({ id: reporters.id }).from(reporters).orderBy(asc(reporters.id))).map(
    (r) => r.id,
  );

  const published = all.filter((a) => a.status === 1 && a.lang === 'zh');
  const pinnedPicks = [
    published.find((a) => a.articleType === 0),
    published.find((a) => a.articleType === 2),
    published.find((a) => a.articleType === 3),
    published.find((a) => a.articleType === 6 && a.liveStatus === 1),
    published.find((a) => a.articleType === 1),
  ].filter((a) => a !== undefined);
  const rest = rng.sample(
    published.filter((a) => !pinnedPicks.includes(a)),
    70,
  );
  const placements = [
    ...all.map((a) => ({ columnId: a.columnId, fileId: a.fileId, pinned: 0, publishedAt: a.publishedAt })),
    ...all
      .filter((a) => DISTRICTS.includes(a.columnId))
      .map((a) => ({ columnId: LOCAL, fileId: a.fileId, pinned: 0, publishedAt: a.publishedAt })),
    ...pinnedPicks.map((a, i) => ({
      columnId: HOME,
      fileId: a.fileId,
      pinned: pinnedPicks.length - i,
      publishedAt: a.publishedAt,
    })),
    ...rest.map((a) => ({ columnId: HOME, fileId: a.fileId, pinned: 0, publishedAt: a.publishedAt })),
  ];
  for (let i = 0; i < placements.length; i += 100) {
    await tx.insert(columnArticles).values(placements.slice(i, i + 100));
  }

  const ofType = (type: number, n: number, skip = 0) =>
    published
      .filter((a) => a.articleType === type)
      .slice(skip, skip + n)
      .map((a) => a.fileId);
  // Kept types 0, 7, 8, 9, 10, 11, ours 13 (courses) and, on purpose, types 3, 5 and 12 that the client must filter out.
  const homeModules: (typeof modules.$inferInsert)[] = [
    { moduleId: 401, type: 0, name: '编辑推荐', position: 3, displayStyle: 1, fileIds: ofType(0, 4, 10) },
    {
      moduleId: 402,
      type: 7,
      name: '青岚记者',
      position: 6,
      displayStyle: 2,
      fileIds: [],
      reporterIds: reporterIds.slice(0, 6),
    },
    { moduleId: 403, type: 8, name: '视频推荐', position: 9, displayStyle: 3, fileIds: ofType(2, 4) },
    { moduleId: 404, type: 9, name: '专题聚焦', position: 12, displayStyle: 1, fileIds: ofType(3, 3) },
    { moduleId: 405, type: 10, name: '正在直播', position: 15, displayStyle: 2, fileIds: ofType(6, 3) },
    { moduleId: 406, type: 11, name: '图说青岚', position: 18, displayStyle: 1, fileIds: ofType(1, 4) },
    { moduleId: 407, type: 3, name: '合作推广', position: 4, displayStyle: 1, fileIds: ofType(4, 2) },
    { moduleId: 408, type: 5, name: '广告位', position: 8, displayStyle: 1, fileIds: ofType(4, 1, 2) },
    { moduleId: 409, type: 12, name: '小程序入口', position: 10, displayStyle: 1, fileIds: ofType(12, 2) },
    // the short videos (seeded by their own area, read by id), a row of cards that opens the vertical player
    {
      moduleId: 411,
      type: 8,
      name: '短视频',
      position: 7,
      displayStyle: 2,
      fileIds: Array.from({ length: 6 }, (_, i) => ID_RANGES.shortVideo.fileId.first + i),
    },
    // readers' ways in (seed/reader-entries.ts, items seeded by the tipoff and submission areas, read by id)
    {
      moduleId: READER_ENTRY_IDS.tipoffModule,
      type: 0,
      name: '报料',
      position: 2,
      displayStyle: 1,
      showMore: 0,
      fileIds: [READER_ENTRY_IDS.tipoffEntry],
    },
    // the calls for submissions open now, read live (app-if/submission/module-cards.ts)
    {
      moduleId: READER_ENTRY_IDS.callModule,
      type: 19,
      name: '征稿',
      position: 13,
      displayStyle: 1,
      showMore: 0,
      fileIds: [],
    },
    // the newest courses (online study's own, read live), a row of cards that opens the course
    { moduleId: 412, type: 13, name: '学习', position: 11, displayStyle: 2, showMore: 0, fileIds: [] },
    // 问吧 and 问政 (seeded by their own areas, read by id): the topics open topicDetail, the inquiries qaDetail
    {
      moduleId: 413,
      type: 0,
      name: '问吧',
      position: 13,
      displayStyle: 1,
      showMore: 0,
      fileIds: Array.from({ length: 3 }, (_, i) => ID_RANGES.ask.fileId.first + i),
    },
    {
      moduleId: 414,
      type: 0,
      name: '问政',
      position: 14,
      displayStyle: 1,
      showMore: 0,
      // the public inquiries, then 我要问政 (seed/qa.ts INQUIRY_ENTRY_ID, the slice's last id)
      fileIds: [
        ...Array.from({ length: 5 }, (_, i) => ID_RANGES.qa.fileId.first + i),
        ID_RANGES.qa.fileId.last,
      ],
    },
    // the circles (seeded by their own area, read by id: docs/circle.md), a row of cards that opens each circle
    {
      moduleId: 415,
      type: 18,
      name: '圈子',
      position: 6,
      displayStyle: 2,
      showMore: 0,
      fileIds: Array.from({ length: 5 }, (_, i) => ID_RANGES.circle.circleId.first + i),
    },
    {
      moduleId: 400,
      type: 0,
      name: '青岚要闻',
      position: 0,
      displayStyle: 1,
      isTopModule: 1,
      cmDisplayStyle: 2,
      fileIds: ofType(0, 4, 20),
    },
    {
      moduleId: 410,
      type: 0,
      name: '本地热读',
      position: 5,
      displayStyle: 1,
      columnId: LOCAL,
      fileIds: ofType(0, 4, 30),
    },
  ].map((m) => ({ columnId: HOME, showMore: 1, isTopModule: 0, cmDisplayStyle: 0, reporterIds: [], ...m }));
  await tx.insert(modules).values(homeModules);

  // Last, so the draws above stay as they were: the topics' sub-columns list news, pictures and videos, the first
  // of each topic more than a page (its specMore pages).
  const sections = await tx
    .select({ columnId: columns.columnId, orderId: columns.orderId })
    .from(columns)
    .where(inArray(columns.parentId, TOPICS_WITH_SECTIONS))
    .orderBy(asc(columns.columnId));
  const stories = published.filter((a) => a.articleType <= 2);
  for (const section of sections) {
    const placed = rng.sample(stories, section.orderId === 1 ? 24 : rng.int(4, 9));
    await tx.insert(columnArticles).values(
      placed.map((a) => ({
        columnId: section.columnId,
        fileId: a.fileId,
        pinned: 0,
        publishedAt: a.publishedAt,
      })),
    );
  }

  await seedHomeEntries(tx, now);
};

const isHomeEntry = (fileId: number) =>
  fileId >= ID_RANGES.article.homeEntryFileId.first && fileId <= ID_RANGES.article.homeEntryFileId.last;

/** The touch pages' own base path (the app server's default): the home's entry cards link into it. */
const TOUCH = '/template/displayTemplate/news/';

/**
 * The home's ways into the sections that are not articles (issue 40, docs/wayfinding.md): modules of link articles
 * (articleType 4) whose `url` is a page of the touch site, as a newsroom sets them up in its CMS: 订阅号 and
 * 影响力榜, the leaders, a hot-topic time axis, activities and votes. The ids are the first of each area's range
 * (those areas are seeded after this one, from the first id on). No random draws: the streams stay as they were.
 */
async function seedHomeEntries(tx: Parameters<AreaSeeder>[0], now: number) {
  const xy = ID_RANGES.subscription.xyId.first;
  const activity = ID_RANGES.activity.fileId.first;
  const vote = ID_RANGES.vote.voteId.first;
  const cards: [moduleId: number, title: string, path: string][] = [
    [420, '订阅号：政务、媒体和机构号都在这里', 'subscriptionList.html'],
    [420, '影响力榜：本月订阅号排行与评选规则', 'xyListShare.html'],
    [420, '青岚发布', `xyDetail/${xy}.html`],
    [421, '领导之窗：领导活动报道', 'LeaderViewList.html'],
    [421, '市领导活动报道', `figureDetail/${ID_RANGES.leader.leaderId.first}.html`],
    [421, '人物报道集', `personageReports/${ID_RANGES.topic.reportSetId.first}.html`],
    [422, '专题栏目：按栏目看专题', 'columnDetail/51/61.html'],
    [422, '热点追踪：青岚湖综合治理大事记', `timeline/${ID_RANGES.topic.timelineId.first}.html`],
    [423, '青岚日报小记者夏令营招募中', `activityDetail/${activity + 1}.html`],
    [423, '2025“最美乡村教师”网络投票', `activityVote/${vote}.html`],
    [423, '寻找青岚“最美村庄”投票', `activityVote/${vote + 1}.html`],
  ];
  const first = ID_RANGES.article.homeEntryFileId.first;
  await tx
    .insert(articles)
    .values(
      cards.map(([, title, path], i) => ({
        fileId: first + i,
        columnId: HOME,
        articleType: 4,
        status: 1,
        lang: 'zh',
        title,
        listTitle: title,
        subTitle: '',
        leadTitle: '',
        abstract: '',
        content: '',
        source: '',
        author: '',
        credits: {},
        reporterIds: [],
        tags: [],
        mark: '',
        publishedAt: now - i * 60_000,
        titleImageRef: null,
        picRatio: '',
        picType: 0,
        bodyImages: [],
        videoUrl: '',
        duration: 0,
        linkId: 0,
        url: `${TOUCH}${path}`,
        liveStatus: 0,
        liveConfig: null,
        shareClosed: 0,
        discussClosed: 1,
        countClick: 0,
        countPraise: 0,
        countShare: 0,
        countDiscuss: 0,
      })),
    )
    // the articles area keeps them when only this area is seeded again
    .onConflictDoNothing();
  const named: Record<number, [name: string, position: number]> = {
    420: ['订阅号', 13],
    421: ['领导之窗', 14],
    422: ['热点追踪', 16],
    423: ['活动与投票', 17],
  };
  await tx.insert(modules).values(
    Object.entries(named).map(([id, [name, position]]) => ({
      moduleId: Number(id),
      columnId: HOME,
      type: 0,
      name,
      position,
      showMore: 0,
      displayStyle: 1,
      isTopModule: 0,
      cmDisplayStyle: 0,
      fileIds: cards.flatMap(([moduleId], i) => (moduleId === Number(id) ? [first + i] : [])),
      reporterIds: [],
    })),
  );
}
