// A STAND-IN for the publisher's big-data host (spec §7 "a click statistic to an external big-data host"): the
// collector the page's send-record events and web vitals go to, kept in PostgreSQL. Served while the big-data
// settings point at this publisher (settings.ts); a publisher with a real host points BIGDATA_URL there instead
// (docs/analytics.md). Each request is checked and written as one insert, nothing more: it runs on every page view.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { analyticsRecords, webVitals } from '../db/schema/index.ts';
import { PublisherError, STATUS } from '../envelope.ts';
import { describeIssue, jsonObject } from '../validation.ts';
import { sendRecordQuery, tenantQuery, vitalsBody } from './record.ts';
import { COLLECTOR_PREFIX } from './settings.ts';

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new PublisherError(400, STATUS.error, describeIssue(parsed.error));
  return parsed.data;
}

export function registerAnalyticsCollector(app: FastifyInstance, ctx: PublisherContext): void {
  const { tenantCode, key } = ctx.bigData;
  // the site's pages are the only ones that send here; a beacon needs no answer, a keepalive fetch may read it
  const siteOrigin = new URL(ctx.publicUrl).origin;
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', siteOrigin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'Origin')
      .header('cache-control', 'no-store');

  const checkTenant = (query: unknown) => {
    const tenant = parse(tenantQuery, query);
    if (tenant.tenantCode !== tenantCode || tenant.key !== key)
      throw new PublisherError(403, STATUS.error, 'tenantCode 或 key 不正确');
  };

  // send-record is a GET (spec §7); a beacon can only POST, so the same query is taken either way
  const sendRecord = async (request: FastifyRequest, reply: FastifyReply) => {
    cors(reply);
    checkTenant(request.query);
    const q = parse(sendRecordQuery, request.query);
    const now = ctx.clock.now();
    await ctx.db.insert(analyticsRecords).values({
      dataType: q.dataType,
      articleId: q.articleID,
      platform: q.platform,
      channel: q.channel ?? 1,
      shareChannel: q.shareChanel ?? null,
      deviceId: q.deviceid,
      userUuid: q.userUuid,
      refer: q.refer,
      actionTime: q.actionTime ?? now,
      receivedAt: now,
    });
    return reply.code(204).send();
  };
  app.get(`${COLLECTOR_PREFIX}send-record`, sendRecord);
  app.post(`${COLLECTOR_PREFIX}send-record`, sendRecord);

  // the page sends its vitals as text/plain JSON (a beacon's body), so no preflight is needed
  app.post(`${COLLECTOR_PREFIX}web-vitals`, async (request, reply) => {
    cors(reply);
    checkTenant(request.query);
    const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
    const body = parse(vitalsBody, jsonObject(text, 'body 必须是 JSON 对象'));
    const now = ctx.clock.now();
    await ctx.db.insert(webVitals).values(
      body.metrics.map((m) => ({
        name: m.name,
        value: m.value,
        rating: m.rating,
        pageType: body.pageType,
        path: body.path,
        receivedAt: now,
      })),
    );
    return reply.code(204).send();
  });

  app.options(`${COLLECTOR_PREFIX}*`, (_request, reply) =>
    cors(reply)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type')
      .code(204)
      .send(),
  );
}
