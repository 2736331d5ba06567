import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { activityStore } from './app-if/activity/store.ts';
import { recentCounts } from './app-if/article/recent-counts.ts';
import { articleStore } from './app-if/article/store.ts';
import { columnStore } from './app-if/columns/store.ts';
import { listStore } from './app-if/lists/store.ts';
import { searchStore } from './app-if/search/store.ts';
import { liveStore } from './app-if/live/store.ts';
import { commentStore } from './app-if/comments/store.ts';
import { registerVoteCaptcha } from './app-if/vote/captcha.ts';
import { voteStore } from './app-if/vote/store.ts';
import { OPERATIONS } from './app-if/operations.ts';
import { registerAppIf } from './app-if/serve.ts';
import { siteStore } from './app-if/session/site-store.ts';
import { tokenStore } from './app-if/session/token-store.ts';
import { ANONYMOUS_TOKENS_PER_MINUTE } from './app-if/session/tokens.ts';
import { registerTestHooks } from './app-if/test-hooks.ts';
import { LOOPBACK_PROXIES, trustedProxies } from './auth/reader-address.ts';
import { moderation } from './moderation/pipeline.ts';
import { contentChanges } from './changes.ts';
import { systemClock, type Clock } from './clock.ts';
import type { PublisherContext } from './context.ts';
import { inProcessPubSub, type Db, type PubSub } from './db/client.ts';
import { PublisherError, STATUS } from './envelope.ts';
import { EDITOR_ROUTES } from './editor/routes.ts';
import { registerEditor } from './editor/serve.ts';
import { registerImages } from './images/routes.ts';
import { registerLiveSocket } from './live/socket-server.ts';
import { socketSecret } from './live/socket-token.ts';
import { registerMedia } from './media/routes.ts';
import { registerShortClips } from './media/clip-routes.ts';
import { registerPaperFiles } from './paper/routes.ts';
import { registerCommentPictures } from './app-if/comments/pictures.ts';
import { registerH5 } from './pages/h5.ts';
import { registerCertificates } from './certificate/routes.ts';
import { readMessengerSettings, type MessengerSettings } from './messenger/settings.ts';
import { registerMessengerStandIn } from './messenger-stand-in/routes.ts';
import { registerAnalyticsCollector } from './analytics/routes.ts';
import { readBigDataSettings, type BigDataSettings } from './analytics/settings.ts';
import { rateLimiter } from './rate-limit.ts';
import { parseForm, readMultipart, refuseUnreadableInput } from './readable-input.ts';
import { registerSso } from './sso/serve.ts';
import { DEFAULT_LIMITS } from './uploads/kinds.ts';
import { registerUploads } from './uploads/routes.ts';
import { uploadService } from './uploads/service.ts';
import { readUploadSettings, type UploadSettings } from './uploads/settings.ts';

export type PublisherOptions = {
  db: Db;
  /** The database's LISTEN/NOTIFY (live pushes reach every process); in process only when absent. */
  pubsub?: PubSub;
  /**
   * Whether other connections may write to the database at the same time (a PostgreSQL server: the default). PGlite
   * serves one process over one connection and runs one transaction at a time: false, and the locks that only keep
   * concurrent transactions apart are not taken.
   */
  sharedDatabase?: boolean;
  clock?: Clock;
  publicUrl: string;
  dataDir: string;
  /**
   * Test-only routes (PUBLISHER_TEST_HOOKS=1, app-if/test-hooks.ts): the last SMS code at /sso-app/test/lastCode (no
   * SMS can be sent here) and the factories at POST /app_if/test/{article,column,module,member}. Off: unknown paths
   * (404).
   */
  testHooks?: boolean;
  /** The editor API's bearer token; without one the editor API answers 503 (publisher/editor/serve.ts). */
  editorToken?: string;
  logger?: boolean;
  /** the messenger's OAuth settings; unset: the stand-in this publisher serves at its own `selfUrl` */
  messenger?: MessengerSettings;
  /** this publisher as browsers reach it directly (the stand-in's authorize page); default http://127.0.0.1:8080 */
  selfUrl?: string;
  /** the big-data host the page sends analytics to; unset: this publisher's own collector under `publicUrl` */
  bigData?: BigDataSettings;
  /** the proxies whose x-forwarded-for names the reader; unset: this machine only (LOOPBACK_PROXIES) */
  trustedProxies?: string[];
  /** anonymous tokens one reader address is issued a minute; unset: ANONYMOUS_TOKENS_PER_MINUTE */
  anonymousTokensPerMinute?: number;
  /** the upload service's limits and store; unset: the defaults, kept in the data folder */
  uploads?: UploadSettings;
};

/** Bodies are small forms; anything bigger is refused with 413 before it is parsed. */
export const BODY_LIMIT = 32 * 1024;

export function buildPublisher(options: PublisherOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // One line per request would cost a third of the throughput; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // The interface is read by proxies and scripts; keep the query parser strict but tolerant of repeats.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  const clock = options.clock ?? systemClock;
  const changes = contentChanges();
  const pubsub = options.pubsub ?? inProcessPubSub();
  const ctx: PublisherContext = {
    db: options.db,
    clock,
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    dataDir: options.dataDir,
    testHooks: options.testHooks ?? false,
    sites: siteStore(options.db, options.publicUrl.replace(/\/$/, '')),
    tokens: tokenStore(options.db, clock),
    columns: columnStore(options.db, changes),
    lists: listStore(options.db, changes),
    articles: articleStore(options.db, clock, changes),
    activities: activityStore(options.db, clock, changes),
    search: searchStore(options.db),
    live: liveStore(options.db, pubsub, clock, changes),
    comments: commentStore(options.db),
    votes: voteStore(options.db, clock, changes, { sharedDatabase: options.sharedDatabase ?? true }),
    uploads: uploadService(options.db, options.uploads ?? readUploadSettings({}), options),
    moderation: moderation(options.db, clock, app.log),
    socketSecret: socketSecret(options.db),
    changes,
    limiter: rateLimiter(clock),
    recentCounts: recentCounts(clock),
    trustedProxies: trustedProxies(options.trustedProxies ?? LOOPBACK_PROXIES),
    anonymousTokensPerMinute: options.anonymousTokensPerMinute ?? ANONYMOUS_TOKENS_PER_MINUTE,
    log: app.log,
    messenger: options.messenger ?? readMessengerSettings({}, options.selfUrl ?? 'http://127.0.0.1:8080'),
    bigData: options.bigData ?? readBigDataSettings({}, options.publicUrl),
  };
  app.decorate('publisher', ctx);

  app.register(formbody, { parser: parseForm });
  // uploads (discussUpload, mamUpload): every part read into the body, one file as a Buffer, capped at the largest
  // picture taken unless the operation says otherwise (Operation.fileLimit)
  app.register(multipart, { limits: { fileSize: DEFAULT_LIMITS.picture, fields: 20, files: 1 } });
  app.addHook('preValidation', readMultipart);
  app.addHook('preValidation', refuseUnreadableInput);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PublisherError) {
      return reply.code(error.httpStatus).send({ status: error.status, message: error.message, data: {} });
    }
    const code = (error as { statusCode?: number }).statusCode;
    if (code === 413) {
      // an upload over its limit hears the operation's own words (图片不能超过 10 MB), not a stack or a code
      const { tooLarge } = (request.routeOptions.config ?? {}) as { tooLarge?: string };
      return reply.code(413).send({ status: STATUS.error, message: tooLarge ?? '请求体过大', data: {} });
    }
    if (code === 429)
      return reply.code(429).send({ status: STATUS.error, message: '请求过于频繁', data: {} });
    if (code && code >= 400 && code < 500) {
      return reply.code(code).send({ status: STATUS.error, message: '请求格式不正确', data: {} });
    }
    // Unexpected: logged with its stack here, never sent.
    request.log.error({ err: error }, 'unhandled publisher error');
    return reply.code(500).send({ status: STATUS.error, message: '服务器内部错误', data: {} });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: STATUS.error, message: '没有这个接口', data: {} }),
  );

  registerAppIf(
    app,
    ctx,
    OPERATIONS.filter((op) => op.service === 'app_if'),
  );
  registerSso(
    app,
    ctx,
    OPERATIONS.filter((op) => op.service === 'sso'),
  );
  registerVoteCaptcha(app, ctx);
  registerEditor(app, ctx, options.editorToken, EDITOR_ROUTES);
  if (ctx.testHooks) registerTestHooks(app, ctx);
  registerCommentPictures(app, ctx);
  registerImages(app, ctx);
  registerH5(app, ctx);
  registerCertificates(app, ctx);
  if (ctx.messenger.standIn) {
    registerMessengerStandIn(app, ctx.messenger, {
      appOrigin: new URL(ctx.publicUrl).origin,
      pictureUrl: `${ctx.publicUrl}/pic/brand/share-logo.png`,
      testHooks: ctx.testHooks,
      now: () => clock.now(),
    });
  }
  if (ctx.bigData.standIn) registerAnalyticsCollector(app, ctx);
  registerMedia(app, ctx);
  registerShortClips(app);
  registerPaperFiles(app, ctx);
  registerUploads(app, ctx);
  registerLiveSocket(app, ctx, pubsub);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: PublisherContext;
  }
}
