// What the app server hands every loader and entry.server through React Router's request context
// (future.v8_middleware: a RouterContextProvider, read with typed keys).
import { createContext, RouterContextProvider } from 'react-router';

/** per-request CSP nonce; every script the page carries must bear it */
export const cspNonceContext = createContext<string>();

export function requestContext(cspNonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  return context;
}
