// The browser calls the publisher's interface under our own origin (contract: "Services and bases");
// this forwards those calls, passing status and body through and never a stack trace.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceBases } from '~/api/bases';
import { forwardedUrl } from './proxyPath';

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

/**
 * Every answer from here is served from our origin, so none may act as one of our pages: an H5 page's scripts run,
 * but sandboxed in an opaque origin (no reading our storage or cookies, no calls as the reader); anything else
 * is data for one of our pages (a picture, a film, JSON, the certificate's PDF) and loads nothing itself.
 */
const pageCsp = 'sandbox allow-scripts allow-popups';
const resourceCsp = "default-src 'none'; frame-ancestors 'none'";

/** the publisher's errors are this envelope under every prefix (a missing picture or film included) */
const json = 'application/json';
/** raster pictures only: an SVG is a document that can run scripts */
const pictures = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'image/avif'];

/** a picture or an H5 page that has not come in this long will not: the reader gets a 504, not a hung request */
const assetTimeoutMs = 15_000;

/**
 * The upload service's done call judges the whole file before it answers: remuxing a 200 MB film takes ffmpeg up to
 * about 120 s (docs/uploads.md). Its chunks need nothing of the kind: each is at most 4 MiB, read whole here first.
 */
const uploadDoneTimeoutMs = 150_000;

export interface ProxyRoute {
  /** path prefix on our origin, e.g. /app_if/ */
  prefix: string;
  /** where that prefix lives on the publisher, ending in a slash */
  target: string;
  /** the media types the publisher answers with here (`video/*`: any video); another type is a 502 */
  types: readonly string[];
  /** per-route limit; the interface's 50 s otherwise */
  timeoutMs?: number;
  /** limits of their own for some calls under the prefix, by the path after it (an operation's name) */
  slowPaths?: ReadonlyMap<string, number>;
  /** pass the answer's body on as it comes (films) instead of reading it whole first */
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
    // the vote's picture code (voteVerifyCode), the certificate PDF and its plain-text 404 (certificate/<name>)
    {
      prefix: '/app_if/',
      target: bases.appIf,
      types: [json, ...pictures, 'application/pdf', 'text/plain'],
      slowPaths: new Map([['mamUploadDone2', uploadDoneTimeoutMs]]),
    },
    { prefix: '/sso-app/', target: bases.sso.replace(/api\/$/, ''), types: [json] },
    { prefix: '/pic/', target: `${root}pic/`, types: [json, ...pictures], timeoutMs: assetTimeoutMs },
    { prefix: '/h5/', target: `${root}h5/`, types: [json, 'text/html'], timeoutMs: assetTimeoutMs },
    // the publisher's stand-in big-data host (analytics send-record and web vitals, docs/analytics.md): with the
    // publisher's public URL set to our origin, getConfig names it here, so the page sends to its own origin.
    // It answers 204, with no body and no type.
    { prefix: '/bigdata/', target: `${root}bigdata/`, types: [json] },
    // the publisher makes a film on its first request (up to 60 s of ffmpeg); MP4 films and tones, HLS playlists
    // and their MPEG-TS segments
    {
      prefix: '/media/',
      target: `${root}media/`,
      types: [json, 'video/*', 'audio/*', 'application/vnd.apple.mpegurl', 'application/x-mpegurl'],
      timeoutMs: 90_000,
      stream: true,
    },
  ];
}

export function registerProxy(
  app: FastifyInstance,
  routes: ProxyRoute[],
  timeoutMs = defaultTimeoutMs,
): void {
  app.register(async (scope) => {
    // every answer here, our own refusals included; forward() gives an H5 page its own
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', resourceCsp).header('x-content-type-options', 'nosniff');
    });
    // A body is read whole, up to the server's bodyLimit (413 past it), and sent with its length: a streamed body
    // that the publisher stops reading at its own, smaller limit fails the call, and the reader would hear 502
    // instead of the publisher's 413. The largest body a page sends is an upload's chunk (4 MiB and its form).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const code = error.statusCode ?? 500;
      if (code < 400 || code >= 500) throw error;
      return envelope(reply, code, code === 413 ? 'request body too large' : 'bad request');
    });
    for (const route of routes) {
      scope.all(`${route.prefix}*`, (request, reply) =>
        forward(request, reply, route, limitOf(route, request.url) ?? timeoutMs),
      );
    }
  });
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  route: ProxyRoute,
  timeoutMs: number,
): Promise<FastifyReply> {
  const target = forwardedUrl(route, request.url);
  // nothing is asked of anyone for a path that is not plainly under the prefix
  if (!target) return envelope(reply, 404, 'not found');
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (droppedRequestHeaders.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      // GET and HEAD are never parsed: no body
      body: request.body instanceof Buffer ? request.body : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const type = mediaType(upstream);
    if (!passes(route, type, upstream)) {
      await upstream.body?.cancel();
      request.log.warn({ target: target.href, type }, 'publisher answered a type this prefix does not pass');
      return envelope(reply, 502, 'unexpected answer');
    }
    reply.code(upstream.status);
    for (const name of passedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    if (type === 'text/html') reply.header('content-security-policy', pageCsp);
    if (route.stream && upstream.body) {
      const length = upstream.headers.get('content-length');
      if (length !== null) reply.header('content-length', length);
      return reply.send(Readable.fromWeb(upstream.body as NodeReadableStream));
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    request.log.warn({ target: target.href, reason: String(error) }, 'publisher call failed');
    return envelope(reply, timedOut ? 504 : 502, timedOut ? 'timeout' : 'network error');
  }
}

/** The call's own limit when its path has one, else its route's. */
function limitOf(route: ProxyRoute, url: string): number | undefined {
  const path = url.slice(route.prefix.length).split('?')[0] ?? '';
  return route.slowPaths?.get(path) ?? route.timeoutMs;
}

function envelope(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply
    .code(code)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ status: -1, message, data: {} });
}

function mediaType(upstream: Response): string | undefined {
  return upstream.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/** The route passes its own types; an answer without a type only when it has no body (a beacon's 204, a 304). */
function passes(route: ProxyRoute, type: string | undefined, upstream: Response): boolean {
  if (type === undefined)
    return (
      upstream.status === 204 || upstream.status === 304 || upstream.headers.get('content-length') === '0'
    );
  return route.types.some((allowed) =>
    allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed,
  );
}
