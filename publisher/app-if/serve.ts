import type { FastifyInstance } from 'fastify';
import { admit } from '../auth/guard.ts';
import { decryptParams } from '../auth/sm2-params.ts';
import type { Operation, PublisherContext } from '../context.ts';
import { swrCache } from '../cache.ts';
import { PublisherError, sendPayload, STATUS, wantsWrapped } from '../envelope.ts';
import { UnreadableInput } from '../readable-input.ts';
import { describeIssue, unreadableParameter } from '../validation.ts';

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

/** Serves each app_if operation at /app_if/<name>: site, guard, (SM2) parameters, input, then the answer. */
export function registerAppIf(app: FastifyInstance, ctx: PublisherContext, operations: Operation[]): void {
  const answers = swrCache<Buffer>({
    freshMs: CACHED_ANSWER_FRESH_MS,
    maxStaleMs: CACHED_ANSWER_MS,
    maxEntries: 2_000,
    now: () => ctx.clock.now(),
    onRefreshError: (error) => ctx.log.error({ err: error }, 'refreshing a cached answer failed'),
  });
  // A content write (a test hook's new article, column or module) would otherwise stay out of answers for up to 5 s.
  ctx.changes.subscribe(() => answers.clear());
  for (const op of operations) {
    app.route({
      method: op.method,
      url: `/app_if/${op.name}`,
      ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
      // the upload limits' words and size, read by server.ts and readable-input.ts
      config: { tooLarge: op.tooLarge, fileLimit: op.fileLimit },
      async handler(request, reply) {
        const site = await ctx.sites.get();
        if (!site) throw new PublisherError(503, STATUS.error, '站点尚未配置');
        const caller = await admit(ctx, op, site, request);
        const source = (op.method === 'GET' ? request.query : request.body) ?? {};
        if (typeof source !== 'object') throw new PublisherError(400, STATUS.error, '参数格式不正确');
        const params = await decryptParams(source as Record<string, unknown>, site.secrets.sm2PrivateKey);
        // what was sent is checked (readable-input.ts); what SM2 decrypted from it has not been yet
        const unreadable = unreadableParameter(params);
        if (unreadable) throw new UnreadableInput(unreadable);
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
