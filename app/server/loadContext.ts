// What the app server hands every loader and entry.server through React Router's request context
// (future.v8_middleware: a RouterContextProvider, read with typed keys).
import { createContext, RouterContextProvider, type RouterContext } from 'react-router';

// Context keys match by identity, and this module lives twice in one process: in the app server and inside the
// server build (entry.server imports it). Both copies take the one key kept under a registered symbol.
const shared = globalThis as unknown as Record<symbol, RouterContext<string> | undefined>;
const nonceKey = Symbol.for('touch-news.cspNonceContext');

/** per-request CSP nonce; every script the page carries must bear it */
export const cspNonceContext: RouterContext<string> = (shared[nonceKey] ??= createContext<string>());

export function requestContext(cspNonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  return context;
}
