import type { FastifyInstance } from 'fastify';
import { admit } from '../auth/guard.ts';
import { auth, authinfo } from '../auth/handshake.ts';
import { decryptParams } from '../auth/sm2-params.ts';
import type { Operation, PublisherContext } from '../context.ts';
import { swrCache } from '../cache.ts';
import { PublisherError, sendPayload, STATUS, wantsWrapped } from '../envelope.ts';
import { describeIssue } from '../validation.ts';
import { articleHot, getArticles, getRelArticles, moduleView } from './articles.ts';
import { getColumn, getColumns } from './columns.ts';
import { getConfig, serverTime } from './config.ts';
import { getArticleContent } from './content.ts';
import { event, getArticleCounts, recordAccessCount } from './counts.ts';
import { getAnonymousToken, refreshAccessToken } from './tokens.ts';
import { getUserInfo } from './user.ts';

/** Every app_if operation this publisher serves (docs/publisher-interface.md). */
export const APP_IF_OPERATIONS: Operation[] = [
  getConfig,
  serverTime,
  authinfo,
  auth,
  getAnonymousToken,
  refreshAccessToken,
  getUserInfo,
  getColumns,
  getColumn,
  getArticles,
  moduleView,
  getArticleContent,
  getRelArticles,
  articleHot,
  getArticleCounts,
  event,
  recordAccessCount,
];

/** Cache key of a public read: the operation, its validated input and the envelope asked for. */
function cacheKey(op: Operation, input: unknown, wrapped: boolean): string {
  return `${op.name}|${wrapped ? 1 : 0}|${JSON.stringify(input)}`;
}

/**
 * Public reads are served from their serialised bytes: fresh for 1 s, then served stale while one refresh runs, so
 * what a reader sees trails a write by about a second under load and never more than 5 s (CACHED_ANSWER_MS).
 */
export const CACHED_ANSWER_FRESH_MS = 1_000;
export const CACHED_ANSWER_MS = 5_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerAppIf(app: FastifyInstance, ctx: PublisherContext): void {
  const answers = swrCache<Buffer>({
    freshMs: CACHED_ANSWER_FRESH_MS,
    maxStaleMs: CACHED_ANSWER_MS,
    maxEntries: 2_000,
    now: () => ctx.clock.now(),
    onRefreshError: (error) => ctx.log.error({ err: error }, 'refreshing a cached answer failed'),
  });
  // A content write (the test hook's new article) would otherwise stay out of lists for up to 5 s.
  ctx.content.onChange(() => answers.clear());
  for (const op of APP_IF_OPERATIONS) {
    app.route({
      method: op.method,
      url: `/app_if/${op.name}`,
      async handler(request, reply) {
        const site = await ctx.sites.get();
        if (!site) throw new PublisherError(503, STATUS.error, '站点尚未配置');
        const caller = await admit(ctx, op, site, request);
        const source = (op.method === 'GET' ? request.query : request.body) ?? {};
        if (typeof source !== 'object') throw new PublisherError(400, STATUS.error, '参数格式不正确');
        const params = await decryptParams(source as Record<string, unknown>, site.secrets.sm2PrivateKey);
        const parsed = op.input.safeParse(params);
        if (!parsed.success) throw new PublisherError(400, STATUS.error, describeIssue(parsed.error));
        if (!op.cached) return sendPayload(request, reply, await op.handle(ctx, parsed.data, caller));
        // Serialised and UTF-8 encoded once: the hot reads (lists, details) skip the database, JSON.stringify and
        // the string encoding. Cached operations do not depend on the caller beyond the checks admit() made.
        const wrapped = wantsWrapped(request);
        const data = parsed.data;
        const body = await answers.get(cacheKey(op, data, wrapped), async () => {
          const payload = await op.handle(ctx, data, caller);
          return Buffer.from(
            JSON.stringify(wrapped ? { status: STATUS.ok, message: 'success', data: payload } : payload),
          );
        });
        return reply.type(JSON_TYPE).send(body);
      },
    });
  }
}
