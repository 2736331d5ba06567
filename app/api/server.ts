// The server's own publisher client: one per process, its own virtual device, anonymous token and auth
// handshake, config cached for a minute and served stale while the publisher is briefly away.
// Public anonymous reads (article content, related, lists, columns, modules) go through a short single-flight
// cache (publicReadCache.ts, PUBLISHER_READ_CACHE_MS, 5 s by default, 0 turns it off): see
// docs/adr-public-read-cache.md. Previews, counts, events, member and SSO calls are never cached.
// Only route loaders and the app server import this file.
import { virtualId } from '../lib/virtualId';
import { basesFromEnv } from './bases.server';
import { createMemoryCredentials, type Credentials } from './credentials';
import { createPublisherClient, defaultConfigTtlMs, type PublisherClient } from './index';
import { createPublicReadCache, type PublicReadCache } from './publicReadCache';

export const defaultPublicReadTtlMs = 5_000;
/** past the TTL, a value is served while one refresh runs for at most this long */
export const publicReadStaleMs = 25_000;

let client: PublisherClient | undefined;

/**
 * The client with its public reads cached. A read is cached only while the client speaks anonymously
 * (the server never signs a member in, but if it ever did, its reads would go straight through).
 */
export function withPublicReadCache(
  base: PublisherClient,
  credentials: Credentials,
  cache: PublicReadCache,
): PublisherClient {
  const read = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    credentials.member() ? load() : cache.read(key, load);
  return {
    ...base,
    getColumns: (parentId = 0) => read(`columns:${parentId}`, () => base.getColumns(parentId)),
    getColumn: (id) => read(`column:${id}`, () => base.getColumn(id)),
    // a caller's own cancellation belongs to that caller alone
    getArticles: (q, opts) =>
      opts?.signal
        ? base.getArticles(q, opts)
        : read(`articles:${q.columnId}:${q.page}:${q.lastFileId ?? 0}:${q.columnStyle ?? ''}`, () =>
            base.getArticles(q),
          ),
    moduleView: (id) => read(`module:${id}`, () => base.moduleView(id)),
    // previews show the newsroom unpublished work: always asked afresh
    getArticleContent: (q) =>
      q.preview
        ? base.getArticleContent(q)
        : read(`article:${q.id}:${q.columnId ?? ''}`, () => base.getArticleContent(q)),
    getRelArticles: (id) => read(`related:${id}`, () => base.getRelArticles(id)),
    articleHot: (columnId = 0) => read(`hot:${columnId}`, () => base.articleHot(columnId)),
  };
}

export function publisherForServer(): PublisherClient {
  if (client) return client;
  const credentials = createMemoryCredentials(virtualId('xyserver'));
  const base = createPublisherClient({
    bases: basesFromEnv(),
    credentials,
    appId: Number(process.env.PUBLISHER_APP_ID) || 1,
    // one client serves every reader here, so one reader's list must never cancel another's
    cancelPendingArticleList: false,
    configTtlMs: defaultConfigTtlMs,
  });
  const ttl = process.env.PUBLISHER_READ_CACHE_MS;
  const cache = createPublicReadCache({
    ttlMs: ttl === undefined || ttl === '' ? defaultPublicReadTtlMs : Math.max(0, Number(ttl) || 0),
    staleMs: publicReadStaleMs,
    maxEntries: 2_000,
  });
  client = withPublicReadCache(base, credentials, cache);
  return client;
}
