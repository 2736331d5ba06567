// What the app server hands every loader and entry.server through React Router's loadContext.
declare module 'react-router' {
  interface AppLoadContext {
    /** per-request CSP nonce; every script the page carries must bear it */
    cspNonce: string;
  }
}

export {};
