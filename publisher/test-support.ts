import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { manualClock, type ManualClock } from './clock.ts';
import { openPglite, type Database } from './db/client.ts';
import { injectFetch } from './messenger-stand-in/test-support.ts';
import { readMessengerSettings } from './messenger/settings.ts';
import { seedEmptyAreas } from './seed/seed.ts';
import { buildPublisher, type PublisherOptions } from './server.ts';
import { newMember } from './app-if/account/members.ts';
import { members } from './db/schema/index.ts';
import { newNonce, recordKey, sealVoteRecord } from './app-if/vote/record-cipher.ts';

/** Tests run at a fixed moment so seeded times and expiries are predictable. */
export const TEST_START = Date.UTC(2025, 4, 20, 2, 0, 0);
export const PUBLIC_URL = 'http://pub.test';
/** The editor API's token in tests: `Authorization: Bearer ${EDITOR_TOKEN}` (editorHeaders()). */
export const EDITOR_TOKEN = 'test-editor-token';
export const editorHeaders = { authorization: `Bearer ${EDITOR_TOKEN}` };

const here = fileURLToPath(new URL('.', import.meta.url));

/** The snapshot changes whenever the schema, migrations or seed do. */
function snapshotKey(): string {
  const hash = createHash('sha1');
  for (const dir of ['db', 'db/schema', 'db/migrations', 'seed']) {
    for (const name of readdirSync(join(here, dir)).sort()) {
      if (name.endsWith('.ts') || name.endsWith('.sql')) hash.update(readFileSync(join(here, dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Seeds once into memory and keeps the dump in the temp dir; every test file starts from a copy of it. */
async function snapshot(): Promise<Blob> {
  const file = join(tmpdir(), `touch-news-publisher-${snapshotKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const seeded = await openPglite();
    await seedEmptyAreas(seeded.db, TEST_START);
    const dump = await seeded.pglite.dumpDataDir('none');
    await seeded.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, file);
    return new Blob([bytes]);
  }
}

export type TestPublisher = {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  close: () => Promise<void>;
};

export async function testPublisher(
  options: { database?: Database; testHooks?: boolean } & Pick<
    PublisherOptions,
    'trustedProxies' | 'anonymousTokensPerMinute' | 'uploads'
  > = {},
): Promise<TestPublisher> {
  const database = options.database ?? (await openPglite({ snapshot: await snapshot() }));
  if (options.database) await seedEmptyAreas(database.db, TEST_START);
  const clock = manualClock(TEST_START + 60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'publisher-data-'));
  const app = buildPublisher({
    db: database.db,
    pubsub: database.pubsub,
    sharedDatabase: database.kind !== 'pglite',
    clock,
    publicUrl: PUBLIC_URL,
    dataDir,
    testHooks: options.testHooks ?? true,
    editorToken: EDITOR_TOKEN,
    messenger: { ...readMessengerSettings({}, PUBLIC_URL), fetch: injectFetch(() => app) },
    trustedProxies: options.trustedProxies,
    anonymousTokensPerMinute: options.anonymousTokensPerMinute,
    uploads: options.uploads,
  });
  await app.ready();
  return {
    app,
    clock,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type CallOptions = {
  token?: string;
  wrapped?: boolean;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** sent as multipart/form-data with the parameters, in the part `file` (an upload) */
  file?: UploadFile;
};

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it: the fields, then the file in the part `file`. */
function multipartBody(fields: Record<string, string>, file: UploadFile) {
  const boundary = `----touch-test-${TEST_START}`;
  const head = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`${head(name)}\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`${head('file', `; filename="${file.name}"`)}Content-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The user agent of a page in the publisher's native app (its webview's, PUBLISHER_API §2.9). */
export const NATIVE_APP_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148/xiangyuapp';

/** Calls an app_if operation the way the front end does (common fields, optional token, envelope choice). */
export async function callAppIf(
  app: FastifyInstance,
  op: string,
  params: Record<string, string | number> = {},
  options: CallOptions = {},
) {
  const common = {
    siteId: '1',
    siteID: '1',
    appID: '1',
    device: 'test-device',
    apiVersion: '2',
    t: String(TEST_START),
  };
  const all = { ...common, ...(options.wrapped === false ? {} : { curVersions: '1' }), ...stringify(params) };
  const headers = { source: 'touch', ...(options.token ? { token: options.token } : {}), ...options.headers };
  const method = options.method ?? 'GET';
  const upload = options.file && multipartBody(all, options.file);
  const response =
    method === 'GET'
      ? await app.inject({ method, url: `/app_if/${op}`, query: all, headers })
      : upload
        ? await app.inject({
            method,
            url: `/app_if/${op}`,
            payload: upload.payload,
            headers: { ...headers, 'content-type': upload.contentType },
          })
        : await app.inject({
            method,
            url: `/app_if/${op}`,
            payload: new URLSearchParams(all).toString(),
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          });
  return {
    statusCode: response.statusCode,
    body: response.json() as Record<string, unknown> & { status?: number; message?: string; data?: unknown },
  };
}

export async function callSso(
  app: FastifyInstance,
  op: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
  ip = '10.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/sso-app/api/${op}`,
    payload: new URLSearchParams({ siteid: '1', ...params }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: ip,
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as Record<string, unknown> & {
      code: number;
      msg: string;
      value: Record<string, unknown>;
      data: Record<string, unknown>;
    },
  };
}

/** An anonymous token the publisher issues to `device`: the device its likes, reads and shares count for. */
export async function anonymousToken(app: FastifyInstance, device = 'test-device'): Promise<string> {
  const { body } = await callAppIf(app, 'getAnonymousToken', { device });
  return (body.data as { securityToken: string }).securityToken;
}

function stringify(params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}

/** Calls a test-hook factory (app-if/test-hooks.ts) and answers its `data`; anything but a success throws. */
async function factory<T>(p: { app: FastifyInstance }, name: string, payload: object): Promise<T> {
  const response = await p.app.inject({ method: 'POST', url: `/app_if/test/${name}`, payload });
  const body = response.json() as { status?: number; message?: string; data?: T };
  if (response.statusCode !== 200 || body.status !== 0)
    throw new Error(`test hook ${name}: ${response.statusCode} ${body.message ?? ''}`);
  return body.data as T;
}

/** A published article (`pictures`: how many stored pictures to attach, the first also as title picture). */
export const createArticle = (
  p: { app: FastifyInstance },
  article: {
    title: string;
    content: string;
    columnId?: number;
    articleType?: number;
    pictures?: number;
    credits?: Record<string, string>;
    shareClosed?: 0 | 1;
    linkId?: number;
    url?: string;
    /** 1 (the default) published; anything else a draft */
    status?: number;
  },
) => factory<{ fileId: number; columnId: number }>(p, 'article', article);

/** A special topic's column under `parentId` with its sub-columns, each listing the articles named. */
export const createTopic = (
  p: { app: FastifyInstance },
  topic: { name: string; parentId: number; subColumns: { name: string; fileIds: number[] }[] },
) => factory<{ columnId: number; subColumnIds: number[] }>(p, 'topic', topic);

/** A tag the articles named carry. */
export const createTag = (p: { app: FastifyInstance }, tag: { name: string; fileIds: number[] }) =>
  factory<{ tagId: number }>(p, 'tag', tag);

/** A report set (报道集) of the articles named. */
export const createReportSet = (p: { app: FastifyInstance }, set: { name: string; fileIds: number[] }) =>
  factory<{ id: number }>(p, 'reportSet', set);

/** A time axis of `entries` dated entries; the i-th of `fileIds` is the i-th entry's article. */
export const createTimeline = (
  p: { app: FastifyInstance },
  timeline: { title: string; entries: number; fileIds?: number[] },
) => factory<{ id: number }>(p, 'timeline', timeline);

/** A live broadcast made as the newsroom makes one (the editor API), starting now unless told. */
export async function createLive(
  p: { app: FastifyInstance; clock: { now(): number } },
  live: { title: string; startTime?: number },
): Promise<{ id: number }> {
  const made = await p.app.inject({
    method: 'POST',
    url: '/editor/api/lives',
    headers: editorHeaders,
    payload: { startTime: p.clock.now(), ...live },
  });
  return made.json() as { id: number };
}

/** A column listed under `parentId` (0, the default: top level), its first `topCount` items its carousel. */
export const createColumn = (
  p: { app: FastifyInstance },
  column: { name: string; parentId?: number; style?: number; topCount?: number },
) => factory<{ columnId: number }>(p, 'column', column);

/** A module of a column's first page, made of the articles named, drawn as `displayStyle` (default 1, a list). */
export const createModule = (
  p: { app: FastifyInstance },
  module: {
    columnId: number;
    type: number;
    name: string;
    position?: number;
    displayStyle?: number;
    fileIds: number[];
  },
) => factory<{ moduleId: number }>(p, 'module', module);

/** A registered member who signs in with `login` (md5 of `password`) or by code. */
export const createMember = (
  p: { app: FastifyInstance },
  member: { phone: string; password: string; nickname?: string },
) => factory<{ uid: number; phone: string }>(p, 'member', member);

/** A self-media account (open unless `status` 1/4 or `forbidden` 1), publishing the articles named. */
export const createXyAccount = (
  p: { app: FastifyInstance },
  account: { name: string; categoryId?: number; status?: number; forbidden?: number; fileIds?: number[] },
) => factory<{ xyId: number; categoryId: number }>(p, 'xyAccount', account);

/** A reporter signing the articles named, with `dynamics` dynamics. */
export const createReporter = (
  p: { app: FastifyInstance },
  reporter: { name: string; fileIds?: number[]; dynamics?: number },
) => factory<{ reporterId: number }>(p, 'reporter', reporter);

/** A member's chat message in a live (live_discuss). */
export const createLiveChat = (
  p: { app: FastifyInstance },
  message: { liveId: number; uid: number; content: string },
) => factory<{ id: number }>(p, 'liveChat', message);

/** A leader (listed last) whose activities' reports are the articles named. */
export const createLeader = (
  p: { app: FastifyInstance },
  leader: { name: string; duty?: string; fileIds?: number[] },
) => factory<{ leaderId: number }>(p, 'leader', leader);
/** An activity published now in the phase asked for (default: sign-up open), with the basic or the rich form. */
export const createActivity = (
  p: { app: FastifyInstance },
  activity: {
    title: string;
    phase?: 'notStarted' | 'open' | 'signEnded' | 'ended';
    quota?: number;
    form?: 'basic' | 'rich';
    content?: string;
    verifiers?: { shopSite: string; uid: number }[];
  },
) => factory<{ fileId: number }>(p, 'activity', activity);

/** Points history lines for a member (`daysAgo` back from now), the total moved with them. */
export const addPoints = (
  p: { app: FastifyInstance },
  points: { uid: number; records: { score: number; rule?: string; note?: string; daysAgo?: number }[] },
) => factory<{ total: number }>(p, 'points', points);

/** The member's invite code, recorded on `devices` devices (each paying the inviter the configured points). */
export const addInvites = (p: { app: FastifyInstance }, invites: { uid: number; devices?: number }) =>
  factory<{ code: string }>(p, 'invites', invites);

/** The member's blockchain certificate for a published article: its address on the publisher's public URL. */
export const issueCertificate = (p: { app: FastifyInstance }, certificate: { uid: number; fileId: number }) =>
  factory<{ url: string }>(p, 'certificate', certificate);

/** A points-shop product published now (goods, 100 points, 10 left, no limit, open, one picture, unless said). */
export const createProduct = (
  p: { app: FastifyInstance },
  product: {
    title: string;
    type?: 'goods' | 'virtual';
    price?: number;
    stock?: number;
    limitCount?: number;
    limitPeriod?: 'day' | 'week' | 'month' | 'once';
    phase?: 'notStarted' | 'open' | 'ended';
    pictures?: number;
    content?: string;
  },
) => factory<{ productId: number }>(p, 'product', product);

/** A course published now with its lessons in order (video and audio play the demo's film and recording). */
export const createCourse = (
  p: { app: FastifyInstance },
  course: {
    title: string;
    lessons: { type: 'video' | 'audio' | 'article'; duration?: number; title?: string }[];
    cover?: boolean;
  },
) => factory<{ courseId: number; lessonIds: number[] }>(p, 'course', course);

/** A 问吧 topic opened now (answered by the newsroom unless `answerer` says who; a reporter's with `answererId`). */
export const createAskTopic = (
  p: { app: FastifyInstance },
  topic: {
    title: string;
    answerer?: string;
    answererId?: number;
    role?: string;
    questionClosed?: boolean;
    discussClosed?: boolean;
  },
) => factory<{ topicId: number }>(p, 'askTopic', topic);

/** A question let in on a topic, answered (so public) when `answer` is given. */
export const createAskQuestion = (
  p: { app: FastifyInstance },
  question: { topicId: number; content: string; userName?: string; answer?: string; praise?: number },
) => factory<{ id: number }>(p, 'askQuestion', question);

/** A 问政 inquiry submitted now, accepted (unless `accepted` false) and replied to when `replied`. */
export const createQaInquiry = (
  p: { app: FastifyInstance },
  inquiry: { title: string; content?: string; departmentId?: number; uid?: number; accepted?: boolean; replied?: boolean },
) => factory<{ id: number }>(p, 'qaInquiry', inquiry);

/** A gallery, a video (a real HLS stream unless `video` says otherwise) or a news article with audio. */
export const createMediaArticle = (
  p: { app: FastifyInstance },
  article: {
    kind: 'gallery' | 'video' | 'audio';
    title: string;
    pictures?: number;
    captions?: string[];
    video?: 'hls' | 'none' | 'dead' | 'secured';
    audioTitle?: string;
    columnId?: number;
  },
) => factory<{ fileId: number; columnId: number }>(p, 'mediaArticle', article);
/** One day's issue of a paper (a new one unless `paperId`), `pages` pages of `articlesPerPage` articles each. */
export const createPaperEdition = (
  p: { app: FastifyInstance },
  edition: {
    date: string;
    pages?: number;
    articlesPerPage?: number;
    paperId?: number;
    paperName?: string;
    titles?: string[];
  },
) =>
  factory<{ paperId: number; date: string; layoutIds: number[]; fileIds: number[][] }>(
    p,
    'paperEdition',
    edition,
  );
/** A short video published now, in the demo's category unless one is named or made (`categoryName`). */
export const createShortVideo = (
  p: { app: FastifyInstance },
  video: { title: string; categoryId?: number; categoryName?: string; clip?: number; status?: number },
) => factory<{ fileId: number; categoryId: number }>(p, 'shortVideo', video);
/** A comment on an article (public unless `pending`), a reply when `parentId` names one, with `replies` of its own. */
export const createComment = (
  p: { app: FastifyInstance },
  comment: {
    articleId: number;
    content?: string;
    userName?: string;
    uid?: number;
    parentId?: number;
    pending?: boolean;
    official?: boolean;
    praise?: number;
    replies?: number;
  },
) => factory<{ id: number; replyIds: number[] }>(p, 'comment', comment);
/** A vote published now (default open, 2 tabs of 3 options, 3 votes a day and 2 per option, the user-info box). */
export const createVote = (
  p: { app: FastifyInstance },
  vote: {
    title: string;
    phase?: 'notBegun' | 'open' | 'ended';
    themes?: number;
    perTheme?: number;
    dayLimit?: number;
    optionDayLimit?: number;
    userInfo?: boolean;
    counts?: number[];
  },
) => factory<{ voteId: number; themeIds: number[]; optionIds: number[] }>(p, 'vote', vote);

/** The answer of the image code under `codeKey` (a new code when there is none). */
export const voteCaptchaAnswer = (p: { app: FastifyInstance }, codeKey: string) =>
  factory<{ answer: string }>(p, 'voteCaptcha', { codeKey });

let voteCodes = 0;
/** A fresh image code and its answer, as a reader reads it off the picture (drawn first unless `draw` is false). */
export async function voteCode(p: { app: FastifyInstance }, draw = true) {
  voteCodes += 1;
  const codeKey = `test-code-key-${String(voteCodes).padStart(6, '0')}`;
  if (draw) {
    const picture = await p.app.inject({ url: `/app_if/voteVerifyCode?codeKey=${codeKey}` });
    if (picture.headers['content-type'] !== 'image/png')
      throw new Error(`no code picture: ${picture.statusCode}`);
  }
  return { codeKey, verifyCode: (await voteCaptchaAnswer(p, codeKey)).answer };
}

/** A vote as the reader's page sends it: a new image code and the record sealed with the site's key (SM4). */
export async function castVote(
  p: { app: FastifyInstance; clock: ManualClock },
  m: { uid: number; token: string },
  voteId: number,
  optionId: number,
  overrides: {
    record?: string;
    codeKey?: string;
    verifyCode?: string;
    userID?: number;
    t?: number;
    draw?: boolean;
  } = {},
) {
  const c = await voteCode(p, overrides.draw);
  const record =
    overrides.record ??
    (await sealVoteRecord(
      {
        voteID: voteId,
        optionID: optionId,
        userID: overrides.userID ?? m.uid,
        t: overrides.t ?? p.clock.now(),
        nonce: newNonce(),
      },
      await recordKey('qinglan-demo-key') /* the demo site's encryptKey4 */,
    ));
  return callAppIf(
    p.app,
    'recordVoteCountAndLog',
    {
      voteID: voteId,
      codeKey: overrides.codeKey ?? c.codeKey,
      verifyCode: overrides.verifyCode ?? c.verifyCode,
      record,
    },
    { token: m.token, method: 'POST' },
  );
}

let signedInPhones = 0;
/** `n` members with live access tokens, written straight to the table (no SSO round trip or rate limit). */
export async function signedInMembers(
  p: TestPublisher,
  n: number,
): Promise<{ uid: number; token: string }[]> {
  const rows = await p.database.db
    .insert(members)
    .values(
      Array.from({ length: n }, () => {
        signedInPhones += 1;
        return newMember(
          `1770${String(signedInPhones).padStart(7, '0')}`,
          null,
          `会员${signedInPhones}`,
          p.clock.now(),
        );
      }),
    )
    .returning({ uid: members.uid });
  return Promise.all(
    rows.map(async ({ uid }) => ({
      uid,
      token: (await p.app.publisher.tokens.issue('access', { uid, device: 'test-device' })).token,
    })),
  );
}

/** A 1×1 PNG: the smallest picture the upload service keeps. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A picture the member uploaded for a comment (discussUpload): its upload id, for discuss's `pics`, and its URL. */
export async function uploadedPicture(
  p: { app: FastifyInstance },
  m: { uid: number; token: string },
): Promise<{ picID: number; url: string }> {
  const { statusCode, body } = await callAppIf(
    p.app,
    'discussUpload',
    { userID: m.uid },
    { token: m.token, method: 'POST', file: { name: 'photo.png', type: 'image/png', bytes: TINY_PNG } },
  );
  if (statusCode !== 200) throw new Error(`discussUpload answered ${statusCode}: ${body.message}`);
  return body.data as { picID: number; url: string };
}

/** A circle made now with its keeper (a new demo member unless named), members, notices and public posts. */
export const createCircle = (
  p: { app: FastifyInstance },
  circle: {
    name: string;
    isPrivate?: 0 | 1;
    postPolicy?: 'members' | 'keepers';
    auditMode?: 'pre' | 'post';
    keeperUid?: number;
    members?: number[];
    notices?: { title: string; content: string }[];
    posts?: {
      content: string;
      uid?: number;
      pictures?: number;
      likes?: number;
      pinned?: 0 | 1;
      hoursAgo?: number;
    }[];
  },
) =>
  factory<{ circleId: number; keeperUid: number; postIds: number[]; noticeIds: number[] }>(
    p,
    'circle',
    circle,
  );
/**
 * A file sent through the upload service as the upload widget sends it (a ticket for a form that takes any kind,
 * one chunk, the done call): its upload id, for a form's `imgUrl`, `videoUrl`, `audioUrl` or `files`.
 */
export async function uploadedFile(
  p: { app: FastifyInstance },
  m: { uid: number; token: string },
  file: UploadFile,
): Promise<number> {
  const as = { token: m.token };
  const ticket = await callAppIf(
    p.app,
    'mamUploadAccessToken',
    { userID: m.uid, type: 0, size: file.bytes.length },
    as,
  );
  const uploadId = Number((ticket.body.data as { uploadId: number }).uploadId);
  await callAppIf(p.app, 'mamUpload', { userID: m.uid, uploadId }, { ...as, method: 'POST', file });
  const done = await callAppIf(p.app, 'mamUploadDone2', { userID: m.uid, uploadId }, as);
  if (done.body.status !== 0) throw new Error(`upload refused: ${done.body.message}`);
  return uploadId;
}
