// The server's own publisher client: one per process, its own virtual device, anonymous token and auth
// handshake, config cached for a minute and served stale while the publisher is briefly away.
// Only route loaders and the app server import this file.
import { virtualId } from '../lib/virtualId';
import { basesFromEnv } from './bases.server';
import { createMemoryCredentials } from './credentials';
import { createPublisherClient, defaultConfigTtlMs, type PublisherClient } from './index';

let client: PublisherClient | undefined;

export function publisherForServer(): PublisherClient {
  client ??= createPublisherClient({
    bases: basesFromEnv(),
    credentials: createMemoryCredentials(virtualId('xyserver')),
    appId: Number(process.env.PUBLISHER_APP_ID) || 1,
    // one client serves every reader here, so one reader's list must never cancel another's
    cancelPendingArticleList: false,
    configTtlMs: defaultConfigTtlMs,
  });
  return client;
}
