import type { FastifyInstance } from 'fastify';
import { admit } from '../auth/guard.ts';
import { auth, authinfo } from '../auth/handshake.ts';
import { decryptParams } from '../auth/sm2-params.ts';
import type { Operation, PublisherContext } from '../context.ts';
import { ttlCache } from '../cache.ts';
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
  getConfig, serverTime, authinfo, auth, getAnonymousToken, refreshAccessToken, getUserInfo,
  getColumns, getColumn, getArticles, moduleView, getArticleContent, getRelArticles, articleHot,
  getArticleCounts, event, recordAccessCount,
];

/** Cache key of a public read: the operation, its validated input and the envelope asked for. */
function cacheKey(op: Operation, input: unknown, wrapped: boolean): string {
  return `${op.name}|${wrapped ? 1 : 0}|${JSON.stringify(input)}`;
}

export function registerAppIf(app: FastifyInstance, ctx: PublisherContext): void {
  const answers = ttlCache<string>({ ttlMs: 5_000, maxEntries: 2_000, now: () => ctx.clock.now() });
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
        const params = decryptParams(source as Record<string, unknown>, site.secrets.sm2PrivateKey);
        const parsed = op.input.safeParse(params);
        if (!parsed.success) throw new PublisherError(400, STATUS.error, describeIssue(parsed.error));
        if (!op.cached) return sendPayload(request, reply, await op.handle(ctx, parsed.data, caller));
        // Serialised once and kept: the hot reads (lists, details) skip both the database and JSON.stringify.
        const key = cacheKey(op, parsed.data, wantsWrapped(request));
        let body = answers.get(key);
        if (body === undefined) {
          const payload = await op.handle(ctx, parsed.data, caller);
          body = JSON.stringify(wantsWrapped(request) ? { status: STATUS.ok, message: 'success', data: payload } : payload);
          answers.set(key, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  }
}
