// Bridges Fastify to React Router's request handler: Node request in, Web Response out,
// with a fresh CSP nonce for each page.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { contentSecurityPolicy, createNonce } from './csp';
import { hydrateAfterLoad } from './hydrateAfterLoad';
import './loadContext';

export interface PageOptions {
  build: ServerBuild;
  frameAncestors: string;
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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

export function createPageHandler({ build, frameAncestors }: PageOptions) {
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const aborted = new AbortController();
    reply.raw.once('close', () => aborted.abort());
    const context: AppLoadContext = { cspNonce: createNonce() };
    const response = await handle(toWebRequest(request, aborted.signal), context);

    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('Content-Security-Policy', contentSecurityPolicy(context.cspNonce, frameAncestors));
    if (!response.body) return reply.send();
    const body = await gather(response.body as ReadableStream<Uint8Array>, streamAfterMs);
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    return reply.send(Buffer.isBuffer(body) && isHtml ? hydrateAfterLoad(body) : body);
  };
}

/**
 * A page that is complete within `streamAfterMs` (every page whose loaders hold no deferred data: the whole
 * document is ready when the shell is) goes out as one buffer with a Content-Length: one socket write instead of
 * one per React chunk, and no chunked encoding. A page still streaming by then is streamed on, from the bytes it
 * has already given. Measured on the article page: see docs/adr-page-transport.md.
 */
export const streamAfterMs = 30;

export async function gather(body: ReadableStream<Uint8Array>, waitMs: number): Promise<Buffer | Readable> {
  const reader = body.getReader();
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
  reader: ReadableStreamDefaultReader<Uint8Array>,
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
