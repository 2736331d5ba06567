// Test data made through the publisher's test hooks (PUBLISHER_TEST_HOOKS=1, docs/publisher.md): every test makes
// what it reads instead of pinning the demo site's seeded ids. Names carry a unique tail, so parallel workers and a
// publisher reused between local runs never mix their data up.
import { expect, type APIRequestContext } from '@playwright/test';
import { editorToken, publisherUrl } from './ports';

export interface ColumnInput {
  name?: string;
  /** 0, the default: a top-level column, which home shows as a tab */
  parentId?: number;
  style?: number;
  /** how many of its first items are also its carousel (default 0) */
  topCount?: number;
}

export interface ArticleInput {
  title?: string;
  /** body HTML, stored as sent; by default paragraphs with every picture placed between them */
  content?: string;
  /** a column of the test's own; the hook's default is the home column, which other tests read */
  columnId: number;
  /** 3 a special topic (with `linkId`), 4 a link and 12 an H5 page (with `url`) */
  articleType?: 0 | 1 | 2 | 3 | 4 | 12;
  /** a topic's column (made with `topic`) */
  linkId?: number;
  /** a link's or H5's target, stored as sent */
  url?: string;
  /** how many of the demo's stored pictures to attach (the first is also the title picture) */
  pictures?: number;
  /** the people behind the story by role (editor, checker, …); the source is always the site */
  credits?: Record<string, string>;
  /** 1: the newsroom closed sharing for it */
  shareClosed?: 0 | 1;
  /** 1, the default: published; 0 a draft that only a CMS preview token opens */
  status?: number;
}

export interface MediaArticleInput {
  kind: 'gallery' | 'video' | 'audio';
  title?: string;
  /** gallery: how many stored pictures (0–20, default 6) */
  pictures?: number;
  captions?: string[];
  video?: 'hls' | 'none' | 'dead' | 'secured';
  /** any kind: an audio piece with this title */
  audioTitle?: string;
  /** where it is listed (default: the demo's gallery, video or news column) */
  columnId?: number;
  /** 0: a draft (the CMS preview) */
  status?: number;
}

export interface CircleInput {
  name?: string;
  isPrivate?: 0 | 1;
  postPolicy?: 'members' | 'keepers';
  auditMode?: 'pre' | 'post';
  keeperUid?: number;
  members?: number[];
  notices?: { title: string; content: string }[];
  /** public posts, by the keeper unless `uid`; `likes` from new demo members; `hoursAgo` back from now */
  posts?: {
    content: string;
    uid?: number;
    pictures?: number;
    likes?: number;
    pinned?: 0 | 1;
    hoursAgo?: number;
  }[];
}

export interface ModuleInput {
  columnId: number;
  type: number;
  name?: string;
  position?: number;
  /** 1, the default: a list; 2 a row of cards to swipe; 3 a grid of two */
  displayStyle?: 1 | 2 | 3;
  fileIds: number[];
}

export interface TopicInput {
  name?: string;
  /** the column its list item is in (the test's own) */
  columnId: number;
  /** its sub-columns in order, each listing the articles named; none: a topic without sub-columns */
  subColumns: { name: string; fileIds: number[] }[];
}

export interface AdInput {
  placement: 'feed' | 'column' | 'article' | 'startPage';
  /** a stored picture ref (`adPicture` finds one) */
  picture: string;
  title?: string;
  columnId?: number;
  position?: number;
  adOrder?: number;
  /** an article of the site it opens; without it, the advertiser's page `link` */
  articleId?: number;
  link?: string;
  pageTime?: number;
}

export interface AdFigures {
  advId: number;
  day: string;
  impressions: number;
  clicks: number;
  clickRate: number;
}

export interface MemberInput {
  phone?: string;
  password?: string;
  nickname?: string;
}

export interface ActivityInput {
  title?: string;
  /** open (the default: sign-up open), notStarted, signEnded (running, sign-up closed), ended */
  phase?: 'notStarted' | 'open' | 'signEnded' | 'ended';
  /** 0, the default: no limit */
  quota?: number;
  /** basic (name and phone, the default) or rich (every kind of field) */
  form?: 'basic' | 'rich';
  /** the members who may write its vouchers off, by shop */
  verifiers?: { shopSite: string; uid: number }[];
  /** an existing category (see `activityCategories`); the first by default */
  catId?: number;
  /** the body HTML (by default one short paragraph) */
  content?: string;
}

export interface VoteInput {
  title?: string;
  /** open (the default), notBegun or ended */
  phase?: 'notBegun' | 'open' | 'ended';
  /** tabs (default 2) of `perTheme` options each (default 3), named 选项1… */
  themes?: number;
  perTheme?: number;
  /** votes a member may cast a day (default 3) and for one option (default 2) */
  dayLimit?: number;
  optionDayLimit?: number;
  /** false: no user-info box before the first vote */
  userInfo?: boolean;
  /** the options' tallies to start from, in order (the rest 0) */
  counts?: number[];
}

export interface XyAccountInput {
  name?: string;
  /** 1 closed, 4 withdrawn (spec §4: discarded) */
  status?: number;
  /** 1: banned (discarded) */
  forbidden?: number;
  /** the articles it published (made with `article`) */
  fileIds?: number[];
}

export interface PaperEditionInput {
  /** yyyyMMdd */
  date: string;
  pages?: number;
  articlesPerPage?: number;
  /** another day of this paper; a new paper otherwise */
  paperId?: number;
  paperName?: string;
  /** the articles' titles in page order */
  titles?: string[];
}

export interface ShortVideoInput {
  title?: string;
  categoryId?: number;
  categoryName?: string;
  clip?: number;
}

export interface ReporterInput {
  name?: string;
  /** the articles the reporter signs */
  fileIds?: number[];
  /** how many dynamics (记者动态) they posted */
  dynamics?: number;
}

export interface LeaderInput {
  name?: string;
  duty?: string;
  /** the reports of their activities (made with `article`) */
  fileIds?: number[];
}

let made = 0;
/** unique within a run and across runs: worker, clock and a counter */
function tail(): string {
  made += 1;
  return `${process.env.TEST_WORKER_INDEX ?? 0}-${Date.now().toString(36)}-${made}`;
}

/** An unused mobile number: 13, the worker's digit, then eight digits that grow with every number made. */
export function newPhone(): string {
  made += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  return `13${worker}${String((Date.now() + made) % 100_000_000).padStart(8, '0')}`;
}

/** Paragraphs of body text with the article's pictures placed after the first ones, as the CMS writes them. */
export function articleBody(pictures: number, paragraphs = 6): string {
  return Array.from({ length: Math.max(paragraphs, pictures) }, (_, n) => {
    const text = `<p>第${n + 1}段：青岚市测试稿件正文，记者在现场看到居民有序参与社区活动。</p>`;
    return n < pictures ? `${text}<!--IMAGEARRAY#${n}-->` : text;
  }).join('');
}

async function hook<T>(request: APIRequestContext, name: string, body: object): Promise<T> {
  const response = await request.post(`${publisherUrl}/app_if/test/${name}`, { data: body });
  expect(response.status(), `test hook ${name}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A public app_if read (`<operation>?<query>`) with an anonymous token, as a visitor's page makes it. */
async function publicRead<T>(request: APIRequestContext, call: string): Promise<T> {
  const anonymous = await request.get(`${publisherUrl}/app_if/getAnonymousToken?device=e2e-factories`);
  const token = ((await anonymous.json()) as { securityToken: string }).securityToken;
  const response = await request.get(`${publisherUrl}/app_if/${call}`, { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The newsroom's editor API (docs/editor-api.md), as its tools call it. */
async function editor<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: object,
): Promise<T> {
  const response = await request[method](`${publisherUrl}/editor/api/${path}`, {
    headers: { authorization: `Bearer ${editorToken}` },
    ...(body ? { data: body } : {}),
  });
  expect(response.ok(), `editor API ${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A tip-off as the newsroom's queue lists it (docs/editor-api.md, "Tip-offs"). */
export interface TipoffQueued {
  id: number;
  topic: string;
  contactNo: string;
  state: string;
  reply: string;
  place: string;
  /** the browser's place, null when not given */
  latitude: number | null;
  longitude: number | null;
  rewardPoints: number;
  files: { type: number; url: string }[];
}

export interface CommentInput {
  articleId: number;
  /** 1: a comment on a live, 6: on a circle post (`articleId` is then the live's or the post's id) */
  source?: 0 | 1 | 6;
  content?: string;
  userName?: string;
  /** the member who wrote it (0, the default: a demo reader) */
  uid?: number;
  /** a reply to this comment */
  parentId?: number;
  /** waiting for review: only its author sees it */
  pending?: boolean;
  /** the newsroom's */
  official?: boolean;
  praise?: number;
  /** how many public replies it has */
  replies?: number;
}

export interface LiveInput {
  title?: string;
  /** 0 preview (the default), 1 live, 2 ended */
  status?: 0 | 1 | 2;
  videos?: { appLiveUrl?: string; appPlaybackUrl?: string; playbackUrls?: string[] }[];
  /** milliseconds since 1970; now by default */
  startTime?: number;
  /** a first line that plays the publisher's demo stream (live) and film (playback) */
  demoVideo?: boolean;
}

/** one send-record as the collector keeps it */
export interface CollectedRecord {
  dataType: number;
  articleId: number;
  platform: number;
  channel: number;
  shareChannel: number | null;
  deviceId: string;
  userUuid: string;
}

/** one web-vitals measurement as the collector keeps it */
export interface CollectedVital {
  name: string;
  value: number;
  rating: string;
  pageType: string;
  path: string;
}

export interface ProductInput {
  title?: string;
  /** goods (the default) are shipped to an address; a virtual item is a code shown at once */
  type?: 'goods' | 'virtual';
  /** the price in points (default 100) */
  price?: number;
  /** how many are left (default 10) */
  stock?: number;
  /** exchanges per member per `limitPeriod` (0, the default: no limit) */
  limitCount?: number;
  limitPeriod?: 'day' | 'week' | 'month' | 'once';
  /** the exchange window: open (the default), opens tomorrow, or closed yesterday */
  phase?: 'notStarted' | 'open' | 'ended';
  /** how many of the demo's stored pictures (default 1) */
  pictures?: number;
}

export interface CourseInput {
  title?: string;
  /** in order; video and audio play the demo's film (20 s) and recording; `duration` in seconds */
  lessons: { type: 'video' | 'audio' | 'article'; duration?: number; title?: string }[];
}

export function factories(request: APIRequestContext) {
  return {
    /** a live made through the editor API; `id` ends its liveDetail URL */
    async live(input: LiveInput = {}) {
      const { id } = await editor<{ id: number }>(request, 'post', 'lives', {
        title: input.title ?? `测试直播 ${tail()}`,
        startTime: input.startTime ?? Date.now(),
        videos: input.videos ?? [],
        demoVideo: input.demoVideo ?? false,
      });
      if (input.status) await editor(request, 'post', `lives/${id}/status`, { status: input.status });
      return { id, path: `liveDetail/${id}.html` };
    },
    /** publishes a report on a live, as the newsroom does */
    liveReport: (liveId: number, content: string, pics?: string[]) =>
      editor<{ id: number }>(request, 'post', `lives/${liveId}/reports`, { content, pics }),
    /** a member's chat message in a live */
    liveChat: (message: { liveId: number; uid: number; content: string }) =>
      hook<{ id: number }>(request, 'liveChat', message),
    liveStatus: (liveId: number, status: 0 | 1 | 2) =>
      editor(request, 'post', `lives/${liveId}/status`, { status }),

    /** a comment on an article (public unless `pending`), made directly in the publisher */
    comment: (input: CommentInput) =>
      hook<{ id: number; replyIds: number[] }>(request, 'comment', {
        content: `测试评论 ${tail()}`,
        ...input,
      }),
    /** the newsroom approves a comment waiting for review, through the editor API */
    approveComment: (id: number) => editor<{ id: number }>(request, 'post', `comments/${id}/approve`),
    /** the newsroom turns a comment waiting for review down, through the editor API */
    rejectComment: (id: number) => editor<{ id: number }>(request, 'post', `comments/${id}/reject`),
    /** the moderation queue, oldest first */
    async pendingComments(): Promise<{ id: number; content: string }[]> {
      const response = await request.get(`${publisherUrl}/editor/api/comments?status=pending`, {
        headers: { authorization: `Bearer ${editorToken}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { list: { id: number; content: string }[] }).list;
    },

    /** an ad made through the editor API, showing from an hour ago for a day */
    ad: (input: AdInput) =>
      editor<{ id: number }>(request, 'post', 'ads', {
        advertiser: '测试广告主',
        title: `测试广告 ${tail()}`,
        startTime: Date.now() - 3_600_000,
        endTime: Date.now() + 86_400_000,
        ...(input.articleId ? {} : { link: 'https://advertiser.example/' }),
        ...input,
      }),
    /** the newsroom closes an article to ads (its advClosed) */
    adFree: (fileId: number) =>
      editor<{ advClosed: number }>(request, 'put', `ad-free-articles/${fileId}`, {}),
    /** the stored picture of an article made with one (an ad's picture is a stored ref, as the newsroom's are) */
    async adPicture(columnId: number): Promise<string> {
      const { fileId } = await hook<{ fileId: number }>(request, 'article', {
        title: `测试广告图 ${tail()}`,
        content: articleBody(1),
        columnId,
        pictures: 1,
      });
      const { imageUrl } = await publicRead<{ imageUrl: string }>(
        request,
        `getArticleContent?articleId=${fileId}`,
      );
      return new URL(imageUrl).pathname.replace(/^\/pic\//, '').replace(/@.*$/, '');
    },
    /** an ad's figures per day, as the newsroom reads them */
    async adFigures(advId: number): Promise<AdFigures[]> {
      const response = await request.get(`${publisherUrl}/editor/api/ad-figures?advId=${advId}`, {
        headers: { authorization: `Bearer ${editorToken}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { figures: AdFigures[] }).figures;
    },

    column: (input: ColumnInput = {}) =>
      hook<{ columnId: number }>(request, 'column', { name: `测试栏目 ${tail()}`, ...input }),

    article: (input: ArticleInput) =>
      hook<{ fileId: number; columnId: number }>(request, 'article', {
        title: `测试稿件 ${tail()}`,
        content: articleBody(input.pictures ?? 0),
        ...input,
      }),

    /**
     * a gallery (pictures with `captions`), a video (`video`: 'hls', the default, a real stream; 'none', 'dead',
     * 'secured') or a news article with audio; `path` opens it where a list would
     */
    async mediaArticle(input: MediaArticleInput) {
      const made = await hook<{ fileId: number; columnId: number }>(request, 'mediaArticle', {
        title: `测试${input.kind} ${tail()}`,
        ...input,
      });
      const page = { gallery: 'imageDetail', video: 'videoDetail', audio: 'newsDetail' }[input.kind];
      return { ...made, path: `${page}/${made.columnId}/${made.fileId}.html` };
    },

    /**
     * one day's issue of a paper (a new paper unless `paperId`): `fileIds[p]` are page p's articles in reading
     * order; `page(n)` opens its n-th page (1-based) where a link from the paper would
     */
    async paperEdition(input: PaperEditionInput) {
      const made = await hook<{ paperId: number; date: string; layoutIds: number[]; fileIds: number[][] }>(
        request,
        'paperEdition',
        { paperName: `测试报${tail().slice(-4)}`, ...input },
      );
      const page = (n: number) =>
        `paperSharePage/${made.date}/${made.paperId}/${String(n).padStart(2, '0')}.html`;
      return { ...made, page };
    },

    /** a short video published now (in a category of its own when `categoryName`); `path` opens its player */
    async shortVideo(input: ShortVideoInput = {}) {
      const made = await hook<{ fileId: number; categoryId: number }>(request, 'shortVideo', {
        title: `测试短视频 ${tail()}`,
        ...input,
      });
      return { ...made, path: `minVideoDetail/${made.fileId}.html` };
    },

    /** a special topic: its column with sub-columns, and its list item (type 3) in `columnId` */
    async topic(input: TopicInput) {
      const name = input.name ?? `测试专题 ${tail()}`;
      const topic = await hook<{ columnId: number; subColumnIds: number[] }>(request, 'topic', {
        name,
        parentId: input.columnId,
        subColumns: input.subColumns,
      });
      const { fileId } = await hook<{ fileId: number }>(request, 'article', {
        title: name,
        content: '<p>专题导语：本专题持续关注测试进展。</p>',
        columnId: input.columnId,
        articleType: 3,
        linkId: topic.columnId,
        pictures: 1,
      });
      return { ...topic, fileId, path: `specDetail/${topic.columnId}/${fileId}.html` };
    },

    /** a tag the articles named carry (none: a tag with no articles) */
    tag: (fileIds: number[], name = `测试标签 ${tail()}`) =>
      hook<{ tagId: number }>(request, 'tag', { name, fileIds }),

    /** a report set (报道集) of the articles named */
    reportSet: (fileIds: number[], name = `测试人物 ${tail()}`) =>
      hook<{ id: number }>(request, 'reportSet', { name, fileIds }),

    /** a time axis of `entries` entries a day apart; the i-th of `fileIds` is the i-th entry's article */
    timeline: (entries: number, fileIds: number[] = [], title = `测试热点 ${tail()}`) =>
      hook<{ id: number }>(request, 'timeline', { title, entries, fileIds }),

    module: (input: ModuleInput) =>
      hook<{ moduleId: number }>(request, 'module', { name: `测试模块 ${tail()}`, ...input }),

    activity: (input: ActivityInput = {}) =>
      hook<{ fileId: number }>(request, 'activity', { title: `测试活动 ${tail()}`, ...input }),
    /** the publisher's activity categories, in their order (activityCats) */
    async activityCategories(): Promise<{ id: number; name: string }[]> {
      // a bare array on the wire, as real deployments send it (PUBLISHER_API §3.6)
      const cats = await publicRead<{ activityColID: number; name: string }[]>(
        request,
        'activityCats?siteID=1',
      );
      return cats.map((c) => ({ id: c.activityColID, name: c.name }));
    },

    vote: (input: VoteInput = {}) =>
      hook<{ voteId: number; themeIds: number[]; optionIds: number[] }>(request, 'vote', {
        title: `测试投票 ${tail()}`,
        ...input,
      }),

    /** the answer of the image code the page shows under `codeKey` (what a reader reads off the picture) */
    voteCaptcha: (codeKey: string) =>
      hook<{ answer: string }>(request, 'voteCaptcha', { codeKey }).then((r) => r.answer),

    /** a self-media account (翔宇号) in the first category */
    xyAccount: (input: XyAccountInput = {}) =>
      hook<{ xyId: number; categoryId: number }>(request, 'xyAccount', {
        name: `测试号 ${tail()}`,
        ...input,
      }),

    reporter: (input: ReporterInput = {}) =>
      hook<{ reporterId: number }>(request, 'reporter', { name: `记者${tail()}`.slice(0, 20), ...input }),

    leader: (input: LeaderInput = {}) =>
      hook<{ leaderId: number }>(request, 'leader', { name: `领导${tail()}`.slice(0, 20), ...input }),

    /** the newest dynamic of a reporter made with `dynamics` (read back from the publisher's list) */
    async firstDynamic(reporterId: number): Promise<number> {
      const read = await publicRead<{ data?: { list?: { id: number }[] } }>(
        request,
        `dynamicList?reporterId=${reporterId}&siteId=1&curVersions=1`,
      );
      const id = read.data?.list?.[0]?.id;
      expect(id).toBeGreaterThan(0);
      return id!;
    },

    /** a registered member who can sign in with the phone and password answered */
    async member(input: MemberInput = {}) {
      const phone = input.phone ?? newPhone();
      const password = input.password ?? `pw-${tail()}`;
      const member = await hook<{ uid: number; phone: string }>(request, 'member', {
        ...input,
        phone,
        password,
      });
      return { ...member, password };
    },

    /** the CMS's signed preview token for an article (the editor API) */
    previewToken: (fileId: number) =>
      editor<{ token: string }>(request, 'post', `articles/${fileId}/preview-token`, {}).then((r) => r.token),

    /** points history lines for a member (`daysAgo` back from now), the total moved with them */
    points: (uid: number, records: { score: number; rule?: string; note?: string; daysAgo?: number }[]) =>
      hook<{ total: number }>(request, 'points', { uid, records }),

    /** a points-shop product; `path` opens its page */
    async product(input: ProductInput = {}) {
      const made = await hook<{ productId: number }>(request, 'product', {
        title: `测试商品 ${tail()}`,
        ...input,
      });
      return { ...made, path: `productDetail.html?id=${made.productId}` };
    },
    /** the goods exchanges of a product waiting to ship (the newsroom's CSV), oldest first: their exchange ids */
    async exchangesToShip(productId: number): Promise<number[]> {
      const response = await request.get(`${publisherUrl}/editor/api/exchanges.csv?productId=${productId}`, {
        headers: { authorization: `Bearer ${editorToken}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const [, ...lines] = (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      return lines.map((line) => Number(line.split(',')[0]!.replace(/"/g, '')));
    },
    /** the newsroom changes what is left of a product */
    productStock: (productId: number, stock: number) =>
      editor(request, 'patch', `products/${productId}`, { stock }),
    /** the newsroom marks a goods exchange shipped, with its parcel */
    ship: (exchangeId: number, parcel: { carrier: string; trackingNo: string }) =>
      editor(request, 'post', `exchanges/${exchangeId}/ship`, parcel),

    /**
     * A circle made now with its keeper (a new demo member unless `keeperUid`), members, notices and public posts;
     * `path` opens its page (docs/circle.md).
     */
    async circle(input: CircleInput = {}) {
      const made = await hook<{
        circleId: number;
        keeperUid: number;
        postIds: number[];
        noticeIds: number[];
      }>(request, 'circle', { name: `测试圈子 ${tail()}`, ...input });
      return { ...made, path: `circleDetail/${made.circleId}.html` };
    },
    /** a keeper approves a member's request to join a private circle (the editor API) */
    approveJoin: (circleId: number, uid: number) =>
      editor(request, 'post', `circles/${circleId}/requests/${uid}/approve`, {}),
    /** the newsroom removes a post with a reason (the moderation's reject) */
    removePost: (postId: number, reason: string) =>
      editor(request, 'post', `moderation/post/${postId}/reject`, { reason }),
    /** the posts readers reported, waiting in the moderation's queue: their ids */
    async reportedPosts(): Promise<number[]> {
      const { list } = await editor<{ list: { id: number }[] }>(
        request,
        'get',
        'moderation/queue?queue=reported&kind=post',
      );
      return list.map((c) => c.id);
    },
    /** the newsroom's tip-off queue in one state (the editor API), newest first */
    async tipoffQueue(state: 'new' | 'checking' | 'adopted' | 'declined' | 'published' = 'new') {
      const response = await request.get(`${publisherUrl}/editor/api/tipoffs?state=${state}`, {
        headers: { authorization: `Bearer ${editorToken}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { list: TipoffQueued[] }).list;
    },
    /** the newsroom moves a tip-off on (checking, adopt, decline, publish), with a reply when given */
    tipoffDecision: (
      id: number,
      action: 'checking' | 'adopt' | 'decline' | 'publish',
      body: { reply?: string; articleId?: number } = {},
    ) => editor<TipoffQueued>(request, 'post', `tipoffs/${id}/${action}`, body),

    /** a call for submissions made through the editor API, open from a day ago for `days` more unless said */
    async call(input: { title?: string; startTime?: number; endTime?: number; rules?: string } = {}) {
      const now = Date.now();
      const title = input.title ?? `测试征稿 ${tail()}`;
      const made = await editor<{ id: number }>(request, 'post', 'calls', {
        title,
        organizer: '青岚日报社',
        rules: input.rules ?? '1. 作品须为原创。',
        content: '<p>征稿说明<script>alert(1)</script></p>',
        startTime: input.startTime ?? now - 86_400_000,
        endTime: input.endTime ?? now + 10 * 86_400_000,
      });
      return { ...made, title, path: `seekArticleDetail/${made.id}.html` };
    },
    /** the newsroom closes a call now */
    closeCall: (id: number) => editor(request, 'post', `calls/${id}/close`, {}),
    /** a call's submissions as the newsroom reads them, oldest first */
    async callSubmissions(id: number) {
      const response = await request.get(`${publisherUrl}/editor/api/calls/${id}/submissions`, {
        headers: { authorization: `Bearer ${editorToken}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { list: { id: number; title: string; contactNo: string }[] }).list;
    },
    /** the newsroom reviews a submission: passed, failed with its reason, adopted with its article */
    reviewSubmission: (
      id: number,
      body: { decision: 'pass' | 'fail' | 'adopt'; reason?: string; articleId?: number },
    ) => editor(request, 'post', `submissions/${id}/review`, body),

    /** a course published now with its lessons; `path` opens its page */
    async course(input: CourseInput) {
      const made = await hook<{ courseId: number; lessonIds: number[] }>(request, 'course', {
        title: `测试课程 ${tail()}`,
        ...input,
      });
      return { ...made, path: `onlineStudy/${made.courseId}.html` };
    },

    /** what the analytics collector (the big-data host stand-in) stored for an article and for a page path */
    analytics: (query: { articleID?: number; path?: string }) =>
      hook<{ records: CollectedRecord[]; vitals: CollectedVital[] }>(request, 'analytics', query),

    /** the member's invite code, recorded on `devices` devices (people invited, each paying the inviter points) */
    invites: (uid: number, devices = 0) => hook<{ code: string }>(request, 'invites', { uid, devices }),

    /** a 问吧 topic opened now (answered by the newsroom unless `answerer` says who); `path` opens it */
    async askTopic(
      input: {
        title?: string;
        answerer?: string;
        answererId?: number;
        role?: string;
        questionClosed?: boolean;
      } = {},
    ) {
      const made = await hook<{ topicId: number }>(request, 'askTopic', {
        title: `测试话题 ${tail()}`,
        ...input,
      });
      return { ...made, path: `topicDetail/${made.topicId}.html` };
    },
    /** a question let in on a topic: answered (public) when `answer` is given; `path` opens it */
    async askQuestion(input: { topicId: number; content?: string; answer?: string; praise?: number }) {
      const made = await hook<{ id: number }>(request, 'askQuestion', {
        content: `测试提问 ${tail()}`,
        ...input,
      });
      return { ...made, path: `askDetail/${made.id}.html` };
    },
    /** the questions on a topic waiting for their answer, oldest first (the newsroom's list) */
    async waitingQuestions(topicId: number): Promise<{ id: number; content: string; pics: string[] }[]> {
      const response = await request.get(
        `${publisherUrl}/editor/api/ask/questions?status=waiting&topicId=${topicId}`,
        { headers: { authorization: `Bearer ${editorToken}` } },
      );
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { list: { id: number; content: string; pics: string[] }[] }).list;
    },
    /** the answerer answers a question, through the editor API: it is public from now */
    answerQuestion: (id: number, answer: string) =>
      editor<{ id: number }>(request, 'post', `ask/questions/${id}/answer`, { answer }),

    /** a 问政 inquiry (accepted unless said; by member `uid` when given); `path` opens it */
    async qaInquiry(
      input: {
        title?: string;
        uid?: number;
        accepted?: boolean;
        replied?: boolean;
        departmentId?: number;
      } = {},
    ) {
      const made = await hook<{ id: number }>(request, 'qaInquiry', {
        title: `测试问政 ${tail()}`,
        ...input,
      });
      return { ...made, path: `qaDetail/${made.id}.html` };
    },
    /** every department with its last 90 days as the publisher counted them (qaForm) */
    qaDepartments: async () =>
      (
        await publicRead<{
          departments: {
            id: number;
            name: string;
            passed: number;
            replied: number;
            replyRate: number;
            medianDays: number;
          }[];
        }>(request, 'qaForm')
      ).departments,
    /** the newsroom moves an inquiry a step: accept, pass (to `departmentId`), reply (`content`), close, reopen */
    qaMove: (id: number, move: { move: string; departmentId?: number; content?: string }) =>
      editor<{ id: number; step: string }>(request, 'post', `qa/inquiries/${id}/steps`, move),

    /** the member's blockchain certificate for a published article: its address on the publisher's public URL */
    certificate: (uid: number, fileId: number) =>
      hook<{ url: string }>(request, 'certificate', { uid, fileId }),

    /** the last SMS code the publisher sent to `phone` (no SMS leaves it: the hook reads its log) */
    async lastCode(phone: string): Promise<string> {
      const response = await request.get(`${publisherUrl}/sso-app/test/lastCode?phone=${phone}`);
      expect(response.ok()).toBe(true);
      const code = ((await response.json()) as { data?: { code?: string } }).data?.code;
      expect(code).toMatch(/^\d{4,8}$/);
      return code!;
    },

    /** the messenger stand-in's next `times` code exchanges fail: no openid, a server error, or no answer */
    async messengerFault(fault: 'none' | 'no-openid' | 'error' | 'timeout', times = 1) {
      const response = await request.post(`${publisherUrl}/messenger-stand-in/test/fault`, {
        data: { fault, times },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

export type Factories = ReturnType<typeof factories>;
