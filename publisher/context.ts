import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ActivityStore } from './app-if/activity/store.ts';
import type { ArticleStore } from './app-if/article/store.ts';
import type { ColumnStore } from './app-if/columns/store.ts';
import type { ListStore } from './app-if/lists/store.ts';
import type { SearchStore } from './app-if/search/store.ts';
import type { LiveStore } from './app-if/live/store.ts';
import type { CommentStore } from './app-if/comments/store.ts';
import type { VoteStore } from './app-if/vote/store.ts';
import type { BigDataSettings } from './analytics/settings.ts';
import type { MessengerSettings } from './messenger/settings.ts';
import type { Site, SiteStore } from './app-if/session/site-store.ts';
import type { TokenStore } from './app-if/session/token-store.ts';
import type { RecentCounts } from './app-if/article/recent-counts.ts';
import type { TrustedProxies } from './auth/reader-address.ts';
import type { ContentChanges } from './changes.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { Moderation } from './moderation/pipeline.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Uploads } from './uploads/service.ts';

/** What every operation may use; built once per server. Each area's store is named after its area. */
export type PublisherContext = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  dataDir: string;
  testHooks: boolean;
  sites: SiteStore;
  tokens: TokenStore;
  columns: ColumnStore;
  lists: ListStore;
  articles: ArticleStore;
  activities: ActivityStore;
  search: SearchStore;
  live: LiveStore;
  comments: CommentStore;
  votes: VoteStore;
  /** the one way in for every file readers send (uploads/service.ts, docs/uploads.md) */
  uploads: Uploads;
  /** the one way in for everything readers write (moderation/pipeline.ts, docs/moderation.md) */
  moderation: Moderation;
  /** The key that signs getConfig's socketServer.token (live/socket-token.ts) */
  socketSecret: () => Promise<string>;
  changes: ContentChanges;
  limiter: RateLimiter;
  /** the reads and shares counted in the past hour, per reader and article (app-if/article/counts.ts) */
  recentCounts: RecentCounts;
  /** the proxies whose x-forwarded-for names the reader (auth/reader-address.ts) */
  trustedProxies: TrustedProxies;
  /** anonymous tokens one reader address is issued a minute at most (app-if/session/tokens.ts) */
  anonymousTokensPerMinute: number;
  log: FastifyBaseLogger;
  /** the messenger's OAuth settings (publisher/messenger/settings.ts) */
  messenger: MessengerSettings;
  /** where the page sends its analytics (publisher/analytics/settings.ts); getConfig hands it over as bigData */
  bigData: BigDataSettings;
};

/**
 * Who is calling, as the guard established it: `uid` the member, `device` the device the publisher issued the
 * caller's live token to (member or anonymous; null without one), `ip` the reader's address, `inApp` when from the
 * publisher's native app (auth/native-app.ts).
 */
export type Caller = { site: Site; uid: number | null; device: string | null; ip: string; inApp: boolean };

/**
 * One operation of the publisher's interface.
 * `service`: where it is served and in which envelope: `app_if` (the default; `/app_if/<name>`, the wrapped or raw
 * payload, app-if/serve.ts) or `sso` (`/sso-app/api/<name>`, POST form, both SSO envelopes at once, sso/serve.ts).
 * `access`: open (no token even in token mode), token (the anonymous or member token when tokenEnable is 1), member
 * (a live member access token always; on SSO a missing or dead one is `token_invalid`).
 */
export type Operation<S extends z.ZodType = z.ZodType> = {
  name: string;
  service: 'app_if' | 'sso';
  method: 'GET' | 'POST';
  access: 'open' | 'token' | 'member';
  /** Exempt from the signed auth headers when xyAuth is 2 (the handshake itself, config and time). */
  authExempt?: boolean;
  /**
   * A public read, the same for every caller, answered from memory for up to 5 s (app-if/serve.ts). Counts in it
   * trail writes by at most that; getArticleCounts is never cached, so it is always exact.
   */
  cached?: boolean;
  /** Bytes a POST body may hold when the server's 32 KB is not enough (a picture upload). */
  bodyLimit?: number;
  /** Bytes the one file of a multipart body may hold, when not the server's (the largest picture taken). */
  fileLimit?: number;
  /** The refusal's words when a body is over `bodyLimit` (413), instead of the server's generic 请求体过大. */
  tooLarge?: string;
  /** SSO: the call carries the `program-sign` headers, checked before it runs (sso/program-sign.ts) */
  programSigned?: boolean;
  input: S;
  handle: (ctx: PublisherContext, input: z.infer<S>, caller: Caller) => Promise<unknown>;
};

export function operation<S extends z.ZodType>(
  op: Omit<Operation<S>, 'service'> & { service?: Operation['service'] },
): Operation {
  return { ...op, service: op.service ?? 'app_if' } as unknown as Operation;
}
