// The browser calls the publisher's interface under our own origin (contract: "Services and bases");
// this forwards those calls, passing status and body through and never a stack trace.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
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
// `vary` too: pictures differ by `Accept` (WebP or not), and a shared cache must keep them apart
const passedResponseHeaders = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
  'vary',
  // films: range requests (a phone's <video> seeks with them)
  'accept-ranges',
  'content-range',
];

/** a picture or an H5 page that has not come in this long will not: the reader gets a 504, not a hung request */
const assetTimeoutMs = 15_000;

export interface ProxyRoute {
  /** path prefix on our origin, e.g. /app_if/ */
  prefix: string;
  /** where that prefix lives on the publisher, ending in a slash */
  target: string;
  /** per-route limit; the interface's 50 s otherwise */
  timeoutMs?: number;
  /** pass the body on as it comes (films) instead of reading it whole first */
  stream?: boolean;
}

/**
 * /app_if/* to the app interface base; /sso-app/* to the SSO service root (the base without its `api/`);
 * /pic/*, /h5/*, /bigdata/* and /media/* to the publisher's root (the app interface base without its `app_if/`), so that with the
 * publisher's public URL set to our own origin the pictures and H5 pages come from the page's origin: no second
 * connection on the way to the first paint (docs/adr-app-server.md). A publisher whose public URL is its own
 * image CDN never sends readers here.
 */
export function proxyRoutes(bases: ServiceBases): ProxyRoute[] {
  const root = bases.appIf.replace(/app_if\/$/, '');
  return [
    { prefix: '/app_if/', target: bases.appIf },
    { prefix: '/sso-app/', target: bases.sso.replace(/api\/$/, '') },
    { prefix: '/pic/', target: `${root}pic/`, timeoutMs: assetTimeoutMs },
    { prefix: '/h5/', target: `${root}h5/`, timeoutMs: assetTimeoutMs },
    // the publisher's stand-in big-data host (analytics send-record and web vitals, docs/analytics.md): with the
    // publisher's public URL set to our origin, getConfig names it here, so the page sends to its own origin
    { prefix: '/bigdata/', target: `${root}bigdata/` },
    // the publisher makes a film on its first request (up to 60 s of ffmpeg)
    { prefix: '/media/', target: `${root}media/`, timeoutMs: 90_000, stream: true },
  ];
}

export function registerProxy(
  app: FastifyInstance,
  routes: ProxyRoute[],
  timeoutMs = defaultTimeoutMs,
): void {
  for (const route of routes) {
    app.all(`${route.prefix}*`, (request, reply) =>
      forward(request, reply, route, route.timeoutMs ?? timeoutMs),
    );
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
    if (route.stream && upstream.body) {
      const length = upstream.headers.get('content-length');
      if (length !== null) reply.header('content-length', length);
      return reply.send(Readable.fromWeb(upstream.body as NodeReadableStream));
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
