// The publisher client: typed entities in, typed entities out. Both the server (api/server.ts) and the
// browser (platform/publisher.client.ts) build one with their own bases, identity and reactions.
import type { ServiceBases } from './bases';
import { createCore, type Session } from './core';
import type { Credentials } from './credentials';
import type {
  Article,
  ArticleCounts,
  ArticlePage,
  ArticleSummary,
  Column,
  Member,
  Module,
  SiteConfig,
} from './entities';
import { PublisherError } from './errors';
import { parseArticle } from './parse/article';
import { parseArticleList } from './parse/articleSummary';
import { parseArticlePage } from './parse/articlePage';
import { parseColumn, parseColumns } from './parse/column';
import { parseArticleCounts } from './parse/counts';
import { parseMember } from './parse/member';
import { parseModule } from './parse/module';
import { parseServerTime, tokenLifetimeMs } from './parse/tokens';
import { serverReactions, type StatusReactions } from './reactions';
import { md5Hex } from './sign';
import type { FetchLike } from './transport';

export { PublisherError, isPublisherError, type PublisherErrorKind, type PublisherErrorKey } from './errors';
export { isAbortError } from './transport';
export type { ServiceBases } from './bases';
export type { Credentials } from './credentials';
export type { StatusReactions } from './reactions';
export type { Session } from './core';

export interface ArticlesQuery {
  columnId: number;
  /** 0-based */
  page: number;
  lastFileId?: number;
  columnStyle?: number;
}

export type CodeType = 'login' | 'register' | 'bind';

export interface SsoClient {
  sendCode(phone: string, type: CodeType): Promise<void>;
  loginByPhone(phone: string, code: string): Promise<Member>;
  login(phone: string, password: string): Promise<Member>;
  register(q: { phone: string; code: string; password: string; nickname: string }): Promise<Member>;
  bindPhone(q: { uid: string; phone: string; code: string; password: string }): Promise<Member>;
}

export interface PublisherClient {
  getConfig(): Promise<SiteConfig>;
  getColumns(parentId?: number): Promise<Column[]>;
  getColumn(id: number): Promise<Column | null>;
  /** a pending list request is cancelled when a new one starts (spec §7), where the client was built so */
  getArticles(q: ArticlesQuery, opts?: { signal?: AbortSignal }): Promise<ArticlePage>;
  moduleView(id: number): Promise<Module | null>;
  /** null: not found, including `data:"empty"` */
  getArticleContent(q: { id: number; columnId?: number; preview?: boolean }): Promise<Article | null>;
  getRelArticles(id: number): Promise<ArticleSummary[]>;
  articleHot(columnId?: number): Promise<ArticleSummary[]>;
  getArticleCounts(id: number): Promise<ArticleCounts | null>;
  /** eventType 0 read, 1 like, 2 share; channel per app/lib eventChannel */
  event(q: { id: number; eventType: 0 | 1 | 2; channel: number }): Promise<void>;
  recordAccessCount(id: number): Promise<void>;
  getUserInfo(uid: string): Promise<Member>;
  /** ms since epoch, by the publisher's clock */
  serverTime(): Promise<number>;
  sso: SsoClient;
  /** the start-up guard's steps (spec §4) */
  session: Session;
}

export interface PublisherClientOptions {
  bases: ServiceBases;
  credentials: Credentials;
  /** getConfig's appID */
  appId?: number;
  reactions?: StatusReactions;
  fetch?: FetchLike;
  /** spec §7 list cancellation; off on the server, where one client serves many readers */
  cancelPendingArticleList?: boolean;
  /** how long a fetched config counts as fresh */
  configTtlMs?: number;
  /** source header before the config names one */
  source?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const defaultConfigTtlMs = 60_000;

/** Lookups by id answer status -1 for an unknown id (PUBLISHER_API §2.1): that is "not found". */
async function orNull<T>(run: () => Promise<T | null>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof PublisherError &&
      error.kind === 'status' &&
      error.code < 0 &&
      error.httpStatus < 500
    ) {
      return null;
    }
    throw error;
  }
}

export function createPublisherClient(options: PublisherClientOptions): PublisherClient {
  const now = options.now ?? Date.now;
  const { credentials } = options;
  const core = createCore({
    bases: options.bases,
    credentials,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    appId: options.appId ?? 1,
    source: options.source ?? 'touch',
    reactions: options.reactions ?? serverReactions,
    configTtlMs: options.configTtlMs ?? defaultConfigTtlMs,
    now,
    sleep: options.sleep,
  });
  const { call, session } = core;
  let pendingList: AbortController | undefined;

  const siteid = async () => (await session.config()).siteId;

  /** SSO answers a user object; the client keeps its tokens as the spec's (2 h expiry). */
  const signedIn = (raw: unknown): Member => {
    const member = parseMember(raw);
    if (member.accessToken) {
      credentials.setMember(
        { accessToken: member.accessToken, refreshToken: member.refreshToken, userId: member.uid },
        now() + tokenLifetimeMs,
      );
    }
    return member;
  };

  const sso: SsoClient = {
    sendCode: async (phone, type) => {
      await call('sendCode', { phone, type, devid: credentials.device(), siteid: await siteid() });
    },
    loginByPhone: async (phone, code) =>
      signedIn(
        await call('loginByPhone', { phone, code, devid: credentials.device(), siteid: await siteid() }),
      ),
    login: async (phone, password) =>
      signedIn(
        await call('login', {
          phone,
          password: md5Hex(password),
          devid: credentials.device(),
          siteid: await siteid(),
        }),
      ),
    register: async ({ phone, code, password, nickname }) =>
      signedIn(
        await call('register', {
          phone,
          code,
          password: md5Hex(password),
          nickname,
          devid: credentials.device(),
          siteid: await siteid(),
        }),
      ),
    bindPhone: async ({ uid, phone, code, password }) =>
      signedIn(
        await call('oauthBindPhone', {
          uid,
          newPhone: phone,
          code,
          password: md5Hex(password),
          siteid: await siteid(),
        }),
      ),
  };

  return {
    getConfig: () => session.config(),
    getColumns: async (parentId = 0) =>
      parseColumns(await call('getColumns', { parentColumnId: parentId, version: 0, columnType: -1 })),
    getColumn: (id) =>
      orNull(async () => {
        const column = parseColumn(await call('getColumn', { columnId: id }));
        return column.id ? column : null;
      }),
    getArticles: async (q, opts = {}) => {
      let signal = opts.signal;
      if (options.cancelPendingArticleList) {
        pendingList?.abort();
        const mine = new AbortController();
        pendingList = mine;
        if (signal) signal.addEventListener('abort', () => mine.abort(signal?.reason), { once: true });
        signal = mine.signal;
      }
      const raw = await call(
        'getArticles',
        {
          columnId: q.columnId,
          lastFileId: q.lastFileId ?? 0,
          page: q.page,
          version: 0,
          adv: 1,
          columnStyle: q.columnStyle,
        },
        { signal },
      );
      return parseArticlePage(raw);
    },
    moduleView: (id) =>
      orNull(async () => {
        const module = parseModule(await call('moduleView', { id }));
        return module.id || module.articles.length ? module : null;
      }),
    getArticleContent: (q) =>
      orNull(async () =>
        parseArticle(
          await call('getArticleContent', {
            articleId: q.id,
            colID: q.columnId,
            preview: q.preview ? 1 : undefined,
          }),
        ),
      ),
    getRelArticles: async (id) => parseArticleList(await call('getRelArticles', { articleId: id })),
    articleHot: async (columnId = 0) => parseArticleList(await call('articleHot', { columnId })),
    getArticleCounts: (id) =>
      orNull(async () => parseArticleCounts(await call('getArticleCounts', { articleId: id }))),
    event: async ({ id, eventType, channel }) => {
      await call('event', { id, type: 0, eventType, channel, userOtherID: credentials.device() });
    },
    recordAccessCount: async (id) => {
      await call('recordAccessCount', { articleId: id });
    },
    getUserInfo: async (uid) => parseMember(await call('getUserInfo', { uid })),
    serverTime: async () => parseServerTime(await call('serverTime'), now()),
    sso,
    session,
  };
}
