// What the app server hands every loader and entry.server through React Router's loadContext.

export interface RequestContext {
  /** per-request CSP nonce; every script the page carries must bear it */
  cspNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
