// What the app server hands every loader and entry.server through React Router's request context
// (future.v8_middleware: a RouterContextProvider, read with typed keys).
import { createContext, RouterContextProvider, type RouterContext } from 'react-router';
import type { PageReader } from './reactBody';

// Context keys match by identity, and this module lives twice in one process: in the app server and inside the
// server build (entry.server imports it). Both copies take the one key kept under a registered symbol.
const shared = globalThis as unknown as Record<symbol, RouterContext<unknown> | undefined>;
function sharedContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  return (shared[Symbol.for(`touch-news.${name}`)] ??=
    createContext<unknown>(defaultValue)) as RouterContext<T>;
}

/** per-request CSP nonce; every script the page carries must bear it */
export const cspNonceContext = sharedContext<string>('cspNonceContext');

/**
 * Where entry.server leaves the page it rendered for the app server, which reads it as React writes it: the
 * Response React Router returns then has no body of its own, and the page skips a web stream, its reader and
 * their promises on every render (docs/adr-render-cpu.md). `response` is the Response the page belongs to: if
 * React Router answers with another one (an error after the render), that one's body is sent.
 */
export interface RenderedPage {
  response?: Response;
  reader?: PageReader;
}
// null (not undefined) as the default: React Router's get() throws for a key without a value or a default
export const renderedPageContext = sharedContext<RenderedPage | null>('renderedPageContext', null);

export function requestContext(cspNonce: string, rendered?: RenderedPage): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  if (rendered) context.set(renderedPageContext, rendered);
  return context;
}
