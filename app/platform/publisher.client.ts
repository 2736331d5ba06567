// The browser's publisher client: same-origin bases (the app server proxies them), the reader's own
// tokens and device from storage, and the browser's reactions to auth codes.
import { basesFromRoot } from '../api/bases';
import { createPublisherClient, type PublisherClient } from '../api/index';
import { platform } from './platform';
import { createBrowserReactions } from './reactions';
import { browserStorage, createExpiringStore } from './storage';
import { createTokenStore, type TokenStore } from './tokens';

let client: PublisherClient | undefined;
let tokens: TokenStore | undefined;

export function browserTokens(): TokenStore {
  tokens ??= createTokenStore(createExpiringStore(browserStorage('localStorage')));
  return tokens;
}

export function publisherForBrowser(): PublisherClient {
  if (client) return client;
  const store = browserTokens();
  client = createPublisherClient({
    bases: basesFromRoot(''),
    credentials: store,
    reactions: createBrowserReactions({
      platform: platform(),
      session: browserStorage('sessionStorage'),
      reload: () => window.location.reload(),
      signOut: () => store.signOut(),
    }),
    cancelPendingArticleList: true,
  });
  return client;
}
