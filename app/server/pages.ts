// Bridges Fastify to React Router's request handler: Node request in, Web Response out, with a fresh CSP nonce
// for each response. Anonymous pages are rendered once per burst and shared (pageCache.ts, pageSharing.ts,
// docs/adr-page-cache.md); everything else is rendered for its reader alone.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouterContextProvider } from 'react-router';
import type { Language } from '~/i18n/locales';
import type { PageCacheSettings } from './config';
import { catalogsByAddress, type CatalogFiles } from './catalogFiles';
import { contentSecurityPolicy, createNonce } from './csp';
import { hydrateAfterLoad } from './hydrateAfterLoad';
import { requestContext, type RenderedPage } from './loadContext';
import type { PageReader } from './reactBody';
import { createPageCache, gzippedWithNonce, sharedPage, withNonce, type SharedPage } from './pageCache';
import {
  acceptsGzip,
  etagMatches,
  mayShare,
  ownCacheControl,
  sharedCacheControl,
  sharedRequest,
} from './pageSharing';

export interface PageOptions {
  /** the site's public origin (SITE_URL): what the pages' request URLs are on, whatever Host the reader sent */
  siteOrigin: string;
  /** React Router's request handler (createRequestHandler of the server build) */
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
  frameAncestors: string;
  /** the publisher's file hosts the page may fetch from (PDF_HOSTS) and CONNECT_SOURCES */
  connectHosts?: readonly string[];
  /** the hosts the site config names for the page to reach (configHosts.ts), as last read */
  configHosts?: () => readonly string[];
  /** the hosts link articles may frame (LINK_FRAME_HOSTS) */
  frameHosts?: readonly string[];
  pageCache: PageCacheSettings;
  defaultLanguage: Language;
  /** the catalog files a first page's hydration data names instead of carrying the texts (catalogFiles.ts) */
  catalogs: CatalogFiles;
}

function toWebRequest(request: FastifyRequest, siteOrigin: string, signal: AbortSignal): Request {
  // a path (what every browser sends) needs no URL object of our own: Request parses its address anyway
  const url =
    request.url.startsWith('/') && !request.url.startsWith('//')
      ? siteOrigin + request.url
      : new URL(request.url, siteOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

interface Rendered {
  response: Response;
  body: Buffer | Readable | undefined;
  nonce: string;
}

/** thrown inside the shared render when its page may not be shared: its waiters render their own */
const notShared = new Error('page not shared');

export function createPageHandler({
  siteOrigin,
  render,
  frameAncestors,
  connectHosts = [],
  configHosts = () => [],
  frameHosts = [],
  pageCache,
  defaultLanguage,
  catalogs,
}: PageOptions) {
  const cache = createPageCache(pageCache);
  const sharing = pageCache.freshSeconds > 0;

  /** React Router's render, then the hydration scripts moved after load: once per render, never per reader */
  async function renderPage(request: Request): Promise<Rendered> {
    const nonce = createNonce();
    const rendered: RenderedPage = {};
    const response = await render(request, requestContext(nonce, rendered));
    const own = rendered.response === response;
    // React Router answered with another Response than the one rendered (none does today): stop that render
    if (!own) void rendered.reader?.cancel();
    const page = own ? rendered.reader : (response.body as ReadableStream<Uint8Array> | null);
    const body = page ? await gather(page, streamAfterMs) : undefined;
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    return { response, body: Buffer.isBuffer(body) && isHtml ? afterLoad(body) : body, nonce };
  }

  function afterLoad(page: Buffer): Buffer {
    const { html, addresses } = catalogsByAddress(page, catalogs);
    const deferred = hydrateAfterLoad(html, addresses);
    // no module script to defer (so no loader to fetch the catalogs): the page keeps its texts
    return deferred === html ? page : deferred;
  }

  function renderOwn(request: FastifyRequest, reply: FastifyReply): Promise<Rendered> {
    const aborted = new AbortController();
    // only a reader who left early stops the render: aborting after every finished response made a DOMException
    // (with its stack) and ran the request's abort listeners on each page view (docs/adr-render-cpu.md)
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    return renderPage(toWebRequest(request, siteOrigin, aborted.signal));
  }

  function sendOwn(reply: FastifyReply, { response, body, nonce }: Rendered): FastifyReply {
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.headers.has('cache-control')) reply.header('Cache-Control', ownCacheControl);
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, frameAncestors, [...connectHosts, ...configHosts()], frameHosts),
    );
    return reply.send(body);
  }

  function sendShared(request: FastifyRequest, reply: FastifyReply, page: SharedPage): FastifyReply {
    reply.header('Cache-Control', sharedCacheControl(pageCache, request.url));
    reply.header('Vary', 'cookie, accept-encoding');
    reply.header('ETag', page.etag);
    // what a CDN in front counts the page's freshness from
    reply.header('Age', String(Math.max(0, Math.floor((Date.now() - page.renderedAt) / 1000))));
    // a 304 carries no CSP: a cache that got one would pair it with the nonce of the copy it already holds
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const nonce = createNonce();
    reply.code(200);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, frameAncestors, [...connectHosts, ...configHosts()], frameHosts),
    );
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(withNonce(page, nonce));
    // made once per render: the compression plugin leaves an encoded body alone
    reply.header('Content-Encoding', 'gzip');
    return reply.send(gzippedWithNonce(page, nonce));
  }

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const shared = sharing ? sharedRequest(request, defaultLanguage, siteOrigin) : undefined;
    if (!shared) return sendOwn(reply, await renderOwn(request, reply));
    // the render that fills the cache serves every reader waiting on it: no one reader's leaving cancels it
    let own: Rendered | undefined;
    try {
      const page = await cache.read<SharedPage>(shared.key, async () => {
        own = await renderPage(shared.request);
        if (!mayShare(own.response, own.body)) throw notShared;
        return sharedPage(own.response.headers, own.body, own.nonce);
      });
      return sendShared(request, reply, page);
    } catch (error) {
      if (error !== notShared) throw error;
      return sendOwn(reply, own ?? (await renderOwn(request, reply)));
    }
  };
}

/**
 * A page that is complete within `streamAfterMs` (every page whose loaders hold no deferred data: the whole
 * document is ready when the shell is) goes out as one buffer with a Content-Length: one socket write instead of
 * one per React chunk, and no chunked encoding. A page still streaming by then is streamed on, from the bytes it
 * has already given. Measured on the article page: see docs/adr-page-transport.md.
 */
export const streamAfterMs = 30;

export async function gather(
  body: ReadableStream<Uint8Array> | PageReader,
  waitMs: number,
): Promise<Buffer | Readable> {
  const reader = 'getReader' in body ? body.getReader() : body;
  const chunks: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    for (;;) {
      const next = reader.read();
      const result = await Promise.race([next, late]);
      if (result === 'late') return streamOn(chunks, next, reader);
      if (result.done) return Buffer.concat(chunks);
      chunks.push(result.value);
    }
  } finally {
    clearTimeout(timer);
  }
}

function streamOn(
  head: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: PageReader,
): Readable {
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (head.length) yield Buffer.concat(head);
    let result = await pending;
    while (!result.done) {
      yield result.value;
      result = await reader.read();
    }
  }
  const stream = Readable.from(rest(), { objectMode: false });
  // the reader goes away (closed socket): stop React's render too
  stream.once('close', () => void reader.cancel().catch(() => {}));
  return stream;
}
