// Bridges Fastify to React Router's request handler: Node request in, Web Response out,
// with a fresh CSP nonce for each page.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { contentSecurityPolicy, createNonce } from './csp';
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
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  };
}
