// Every route of app/routes.ts, checked alike: a new route gets all of this by existing. For each route: it answers
// 200 (or its documented redirect); it reads without JavaScript and takes `?title=` as its title; hydrated, it passes
// axe and keeps that title; hostile values in each path parameter and in each query value the app reads give no 5xx,
// no stack trace, and an HTML page with a way on (the page itself, or a link home where the address names nothing).
// Path parameters are filled from `samples`, keyed by parameter name: a route whose parameters all have samples
// needs no line here.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import routes from '../app/routes';
import { factories } from './support/factories';
import { expectAxeClean, expect, gotoHydrated, test as base } from './support/fixtures';
import { deadControls } from './support/noScript';
import { basePath } from './support/ports';

/** What the samples are made of: made once per worker through the publisher's test hooks. */
interface SampleData {
  columnId: number;
  fileId: number;
  activityId: number;
  /** an open account (翔宇号) and its category */
  xyId: number;
  xyCategoryId: number;
  /** a reporter who signed the article and posted dynamics, and one of those */
  reporterId: number;
  dynamicId: number;
  liveId: number;
  leaderId: number;
  /** a member who said something in a live */
  uid: number;
  /** a gallery and a video (a real HLS stream), for their own pages */
  galleryId: number;
  videoId: number;
  /** a special topic: its column, one sub-column and its list item; a link article */
  topicColumnId: number;
  topicSubColumnId: number;
  topicFileId: number;
  linkFileId: number;
  /** a tag of the article, a report set and a time axis */
  tagId: number;
  reportSetId: number;
  timelineId: number;
  /** a public comment on the article, with replies */
  commentId: number;
  /** a vote and one of its options */
  voteId: number;
  optionId: number;
  /** a picture module (type 11) listing the gallery */
  moduleId: number;
  /** a day's issue of a paper of the worker's own: its day (yyyyMMdd) and the paper */
  paperDate: string;
  paperId: number;
  /** a short video (in the demo's category) */
  shortVideoId: number;
  /** a points-shop product and a course */
  productId: number;
  courseId: number;
  /** a 问吧 topic and an answered question on it */
  askTopicId: number;
  questionId: number;
  /** a 问政 inquiry, replied to */
  inquiryId: number;
  /** a circle with a notice and a post with pictures */
  circleId: number;
  postId: number;
  noticeId: number;
  /** an open call for submissions */
  callId: number;
}

/** A real value for each path parameter name the routes use. */
const samples: Record<string, (data: SampleData) => string> = {
  id: (data) => String(data.fileId),
  columnId: (data) => String(data.columnId),
  activityId: (data) => String(data.activityId),
  linkID: (data) => String(data.activityId),
  fileId: (data) => String(data.activityId),
  activityID: (data) => String(data.activityId),
  registCode: () => 'ABCDEFGH2345',
  shopSite: () => 'front-desk',
  entryID: () => '610001',
  liveId: (data) => String(data.liveId),
  // an invite code nobody holds: the page says so and still offers the download
  code: () => 'ABC234',
  source: () => '0',
  // paperSharePage: a day of the paper, the paper, a page's 版次
  time: (data) => data.paperDate,
  paperId: (data) => String(data.paperId),
  layout: () => '02',
  voteId: (data) => String(data.voteId),
  optionId: (data) => String(data.optionId),
  '*': () => 'no-such-page.html',
};

/** Where a route's parameter names something else than the `samples` say (an account, a category): by route id. */
const routeSamples: Record<string, Record<string, (data: SampleData) => string>> = {
  'routes/xyDetail': { id: (data) => String(data.xyId) },
  'routes/subscriptionList': { id: (data) => String(data.xyCategoryId) },
  'routes/reporter': { id: (data) => String(data.reporterId) },
  'routes/dynamicDetail': { id: (data) => String(data.dynamicId) },
  'routes/figureDetail': { id: (data) => String(data.leaderId) },
  'routes/userDetail': { id: (data) => String(data.uid) },
  'routes/imageDetail': { id: (data) => String(data.galleryId) },
  'routes/videoDetail': { id: (data) => String(data.videoId) },
  'routes/specDetail': {
    linkID: (data) => String(data.topicColumnId),
    id: (data) => String(data.topicFileId),
  },
  'routes/specMore': { columnId: (data) => String(data.topicSubColumnId) },
  'routes/linkDetail': { id: (data) => String(data.linkFileId) },
  'routes/columnDetail': {
    columnId: (data) => String(data.topicColumnId),
    id: (data) => String(data.topicSubColumnId),
  },
  'routes/columnShare': {
    parentId: (data) => String(data.topicColumnId),
    id: (data) => String(data.topicSubColumnId),
  },
  'routes/tagList': { tagId: (data) => String(data.tagId) },
  'routes/personageReports': { id: (data) => String(data.reportSetId) },
  'routes/timeline': { id: (data) => String(data.timelineId) },
  'routes/replyAll': { id: (data) => String(data.commentId) },
  'routes/moreImage': { id: (data) => String(data.moduleId) },
  'routes/minVideoDetail': { id: (data) => String(data.shortVideoId) },
  'routes/mvodShare': { id: (data) => String(data.shortVideoId) },
  'routes/onlineStudy': { id: (data) => String(data.courseId) },
  'routes/topicDetail': { id: (data) => String(data.askTopicId) },
  'routes/askDetail': { id: (data) => String(data.questionId) },
  'routes/qaDetail': { id: (data) => String(data.inquiryId) },
  'routes/newQaDetail': { id: (data) => String(data.inquiryId) },
  'routes/circleDetail': { id: (data) => String(data.circleId) },
  'routes/postDetail': { id: (data) => String(data.postId) },
  'routes/friendsCircleDetail': { id: (data) => String(data.postId) },
  'routes/seekArticleDetail': { linkID: (data) => String(data.callId), id: (data) => String(data.callId) },
};

/** Routes that name their thing in the query rather than the path (spec §2's productDetail.html?id=): by route id. */
const routeQueries: Record<string, (data: SampleData) => Record<string, string>> = {
  'routes/productDetail': (data) => ({ id: String(data.productId) }),
  'routes/noticeDetail': (data) => ({ id: String(data.noticeId) }),
};

/** The address with `pairs` set in its query, over what it already carries. */
function withQuery(url: string, pairs: [string, string][]): string {
  const [path, search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  for (const [name, value] of pairs) query.set(name, value);
  return `${path}?${query}`;
}

/** Routes that answer with a redirect instead of a page, and where to (spec §2: unknown paths go home). */
const documentedRedirects: Record<string, string> = {
  'routes/unknown': 'home.html',
  // the settings forms' address (language, theme, text size), asked without a page to go back to
  'routes/settings': 'home.html',
};

/** Routes that require a member (spec §6): once hydrated, a visitor is sent to login and back. */
const memberRoutes = new Set(['routes/activityVote', 'routes/voteItemDetail', 'routes/activityVoteWeb']);

const hostileValues = [
  '-1',
  '99999999999999999999',
  '<script>alert(1)</script>',
  "1' OR '1'='1",
  '../../etc/passwd',
  '\u202Eevil',
  '😀👍',
];
/** 3,000 characters, all digits: a number no parser should take */
const long = '9'.repeat(3000);

/** What a stack trace or an error with a file path looks like in a body. */
const stackTrace = [/\bat .*\.(?:ts|tsx|js|mjs|cjs):\d+/, /Error:[^\n<]*\/[\w./-]+\.(?:ts|tsx|js|mjs|cjs)\b/];

/** Every query name the app reads (read from its sources), and the page modes every page takes. */
function queryNames(): string[] {
  const names = new Set(['title', 'theme', 'column', 'page']);
  const reads = [
    /\b(?:query|searchParams)\.get\(\s*['"]([^'"]+)['"]/g,
    /\b\w+\(\s*(?:query|searchParams)\s*,\s*['"]([^'"]+)['"]/g,
  ];
  const app = fileURLToPath(new URL('../app/', import.meta.url));
  for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const code = readFileSync(join(app, file), 'utf8');
    for (const read of reads) for (const [, name] of code.matchAll(read)) names.add(name!);
  }
  return [...names].sort();
}

/** A route of app/routes.ts: its id, its full path and the names of its path parameters. */
interface Route {
  id: string;
  path: string;
  params: string[];
}

function routesOf(entries: RouteConfigEntry[], parent = ''): Route[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/');
    const own =
      entry.path === undefined && !entry.index
        ? []
        : [
            {
              id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ''),
              path,
              params: [...path.matchAll(/:([\w-]+)\??|\*/g)].map(([match, name]) => name ?? match),
            },
          ];
    return [...own, ...routesOf(entry.children ?? [], path)];
  });
}

/** The route's address with every parameter filled: its sample, or `value` for the one named `hostile`. */
function urlOf(route: Route, data: SampleData, hostile?: { param: string; value: string }): string {
  const query = routeQueries[route.id]?.(data);
  const path = route.path.replace(/:([\w-]+)\??|\*/g, (match, name: string | undefined) => {
    const param = name ?? match;
    const sample = routeSamples[route.id]?.[param] ?? samples[param];
    if (!sample) throw new Error(`add a sample for :${param} (route ${route.id}) in e2e/all-pages.spec.ts`);
    return encodeURIComponent(param === hostile?.param ? hostile.value : sample(data));
  });
  return query ? withQuery(path, Object.entries(query)) : path;
}

const test = base.extend<object, { sample: SampleData }>({
  sample: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const make = factories(request);
      const { columnId } = await make.column();
      await make.article({ columnId, pictures: 1 });
      const { fileId } = await make.article({ columnId, pictures: 2 });
      const { fileId: activityId } = await make.activity({ form: 'rich' });
      const { xyId, categoryId: xyCategoryId } = await make.xyAccount({ fileIds: [fileId] });
      const { reporterId } = await make.reporter({ fileIds: [fileId], dynamics: 2 });
      const dynamicId = await make.firstDynamic(reporterId);
      const { id: liveId } = await make.live({ status: 1 });
      const { leaderId } = await make.leader({ fileIds: [fileId] });
      const { uid } = await make.member();
      await make.liveChat({ liveId, uid, content: '现场很热闹' });
      const { fileId: galleryId } = await make.mediaArticle({ kind: 'gallery', pictures: 3 });
      const { fileId: videoId } = await make.mediaArticle({ kind: 'video' });
      const topic = await make.topic({ columnId, subColumns: [{ name: '样例栏目', fileIds: [fileId] }] });
      const { fileId: linkFileId } = await make.article({
        columnId,
        articleType: 4,
        url: 'https://www.example.org/story.html',
      });
      const { tagId } = await make.tag([fileId]);
      const { id: reportSetId } = await make.reportSet([fileId]);
      const { id: timelineId } = await make.timeline(3, [fileId]);
      const { id: commentId } = await make.comment({ articleId: fileId, replies: 3 });
      const { voteId, optionIds } = await make.vote();
      const { moduleId } = await make.module({ columnId, type: 11, fileIds: [galleryId] });
      const paper = await make.paperEdition({ date: '20250401', pages: 3 });
      const { fileId: shortVideoId } = await make.shortVideo({ clip: 2 });
      const { productId } = await make.product({ pictures: 2 });
      const { courseId } = await make.course({ lessons: [{ type: 'video' }, { type: 'article' }] });
      const { topicId: askTopicId } = await make.askTopic();
      const { id: questionId } = await make.askQuestion({ topicId: askTopicId, answer: '样例回答' });
      const { id: inquiryId } = await make.qaInquiry({ replied: true });
      const circle = await make.circle({
        notices: [{ title: '样例公告', content: '<p>公告正文</p>' }],
        posts: [{ content: '样例帖子', pictures: 3, likes: 1 }],
      });
      const { id: callId } = await make.call();
      await use({
        inquiryId,
        circleId: circle.circleId,
        postId: circle.postIds[0]!,
        noticeId: circle.noticeIds[0]!,
        productId,
        courseId,
        askTopicId,
        questionId,
        callId,
        uid,
        columnId,
        fileId,
        activityId,
        xyId,
        xyCategoryId,
        reporterId,
        dynamicId,
        liveId,
        leaderId,
        galleryId,
        videoId,
        topicColumnId: topic.columnId,
        topicSubColumnId: topic.subColumnIds[0]!,
        topicFileId: topic.fileId,
        linkFileId,
        tagId,
        reportSetId,
        timelineId,
        commentId,
        voteId,
        optionId: optionIds[0]!,
        moduleId,
        paperDate: paper.date,
        paperId: paper.paperId,
        shortVideoId,
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

const names = queryNames();

for (const route of routesOf(routes)) {
  const redirect = documentedRedirects[route.id];

  test.describe(`${route.id} (${route.path})`, () => {
    test(redirect ? `redirects to ${redirect}` : 'answers 200', async ({ request, sample }) => {
      const response = await request.get(urlOf(route, sample), { maxRedirects: 0 });
      if (!redirect) {
        expect(response.status()).toBe(200);
        return;
      }
      expect([301, 302, 303, 307, 308]).toContain(response.status());
      expect(new URL(response.headers()['location']!, response.url()).pathname).toBe(
        `${basePath}${redirect}`,
      );
    });

    if (!redirect) {
      test('reads without JavaScript, titled by ?title=', async ({ browser, sample }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(withQuery(urlOf(route, sample), [['title', 'Xyz']]));
        await expect(page.locator('main')).not.toBeEmpty();
        await expect(page.locator('main').getByRole('heading').first()).not.toBeEmpty();
        expect(await page.title()).toBe('Xyz');
        expect(await deadControls(page), 'buttons that do nothing here (docs/no-javascript.md)').toEqual([]);
        await context.close();
      });

      test('hydrated, passes axe and keeps ?title=', async ({ page, sample }) => {
        if (memberRoutes.has(route.id)) {
          await gotoHydrated(page, urlOf(route, sample));
          await expect(page).toHaveURL(/\/login\.html\?redirect=/);
          await expectAxeClean(page);
          return;
        }
        await gotoHydrated(page, withQuery(urlOf(route, sample), [['title', 'Xyz']]));
        await expect(page).toHaveTitle('Xyz');
        await expectAxeClean(page);
      });
    }

    test('survives hostile parameters', async ({ request, sample }) => {
      test.setTimeout(60_000);
      const address = urlOf(route, sample);
      const query = (pairs: [string, string][]) => withQuery(address, pairs);
      const urls = [
        ...route.params.flatMap((param) =>
          [...hostileValues, long].map((value) => urlOf(route, sample, { param, value })),
        ),
        // each value in every query name at once; the long one name by name, to stay a sendable address
        ...hostileValues.map((value) => query(names.map((name) => [name, value]))),
        ...names.map((name) => query([[name, long]])),
      ];
      const problems: string[] = [];
      const home = `${basePath}home.html`;
      for (let at = 0; at < urls.length; at += 8) {
        await Promise.all(
          urls.slice(at, at + 8).map(async (url) => {
            const response = await request.get(url);
            const body = await response.text();
            const said = (problem: string) => problems.push(`${url.slice(0, 120)}: ${problem}`);
            if (response.status() >= 500) said(`HTTP ${response.status()}`);
            if (!/^text\/html\b/.test(response.headers()['content-type'] ?? '')) said('not an HTML page');
            for (const trace of stackTrace)
              if (trace.test(body)) said(`stack trace: ${trace.exec(body)![0]}`);
            // the page itself, or, when the address names nothing, a link home
            const wayOn = response.ok()
              ? /<main\b[^>]*>[\s\S]*<h[1-6]\b/.test(body)
              : body.includes(`href="${home}"`);
            if (!wayOn)
              said(response.ok() ? 'no page in <main>' : `HTTP ${response.status()} without a link home`);
          }),
        );
      }
      expect(problems).toEqual([]);
    });
  });
}
