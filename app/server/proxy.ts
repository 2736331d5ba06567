// The browser calls the publisher's interface under our own origin (contract: "Services and bases");
// this forwards those calls, passing status and body through and never a stack trace.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceBases } from '~/api/bases';

/** spec §7: 50 s per call */
const defaultTimeoutMs = 50_000;

// hop-by-hop headers and those fetch recomputes; `accept-encoding` goes too, since fetch decodes the body
const droppedRequestHeaders = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'cookie',
]);
const passedResponseHeaders = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after'];

export interface ProxyRoute {
  /** path prefix on our origin, e.g. /app_if/ */
  prefix: string;
  /** where that prefix lives on the publisher, ending in a slash */
  target: string;
}

/** /app_if/* to the app interface base; /sso-app/* to the SSO service root (the base without its `api/`). */
export function proxyRoutes(bases: ServiceBases): ProxyRoute[] {
  return [
    { prefix: '/app_if/', target: bases.appIf },
    { prefix: '/sso-app/', target: bases.sso.replace(/api\/$/, '') },
  ];
}

export function registerProxy(
  app: FastifyInstance,
  routes: ProxyRoute[],
  timeoutMs = defaultTimeoutMs,
): void {
  for (const route of routes) {
    app.all(`${route.prefix}*`, (request, reply) => forward(request, reply, route, timeoutMs));
  }
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  route: ProxyRoute,
  timeoutMs: number,
): Promise<FastifyReply> {
  const target = new URL(request.url.slice(route.prefix.length), route.target);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (droppedRequestHeaders.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit);
    reply.code(upstream.status);
    for (const name of passedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    request.log.warn({ target: target.href, reason: String(error) }, 'publisher call failed');
    return reply
      .code(timedOut ? 504 : 502)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ status: -1, message: timedOut ? 'timeout' : 'network error', data: {} });
  }
}
