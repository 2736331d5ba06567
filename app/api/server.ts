// The server's own publisher client: one per process, its own virtual device, anonymous token and auth
// handshake, config cached for a minute and served stale while the publisher is briefly away.
// Public anonymous reads go through a short single-flight cache (publicReadCache.ts, PUBLISHER_READ_CACHE_MS,
// 5 s by default, 0 turns it off): see docs/adr-public-read-cache.md. Which reads are public, each operation
// declares (its `cache` rule); previews, counts, events, member and SSO calls never are.
// Only route loaders and the app server import this file.
import { virtualId } from '../lib/virtualId';
import { basesFromEnv } from './bases.server';
import { createPublisherClient, type PublisherClient } from './client';
import { createCore, defaultConfigTtlMs, type Core } from './core';
import { createMemoryCredentials } from './credentials';
import type { Operation, Params } from './operation';
import { createPublicReadCache, type PublicReadCache } from './publicReadCache';
import { encode } from './request';

export const defaultPublicReadTtlMs = 5_000;
/** past the TTL, a value is served while one refresh runs for at most this long */
export const publicReadStaleMs = 25_000;

let client: PublisherClient | undefined;

const isPublic = (op: Operation, params: Params) =>
  op.cache === 'public' || (typeof op.cache === 'function' && op.cache(params));

/**
 * The core with the answers of public operations shared, keyed by operation and parameters. Only while the
 * core speaks anonymously (the server never signs a member in, but if it ever did, its calls would go straight
 * through), and never for a call with its caller's own cancellation, which belongs to that caller alone.
 */
export function withPublicReadCache(core: Core, cache: PublicReadCache): Core {
  return {
    ...core,
    call: (op, params = {}, options = {}) =>
      isPublic(op, params) && !options.signal && !core.credentials.member()
        ? cache.read(`${op.name}?${encode(params)}`, () => core.call(op, params, options))
        : core.call(op, params, options),
  };
}

export function publisherForServer(): PublisherClient {
  if (client) return client;
  const core = createCore({
    bases: basesFromEnv(),
    credentials: createMemoryCredentials(virtualId('xyserver')),
    appId: Number(process.env.PUBLISHER_APP_ID) || 1,
    // one core serves every reader here, so one reader's list must never cancel another's
    cancelSuperseded: false,
    configTtlMs: defaultConfigTtlMs,
  });
  const ttl = process.env.PUBLISHER_READ_CACHE_MS;
  const cache = createPublicReadCache({
    ttlMs: ttl === undefined || ttl === '' ? defaultPublicReadTtlMs : Math.max(0, Number(ttl) || 0),
    staleMs: publicReadStaleMs,
    maxEntries: 2_000,
  });
  client = createPublisherClient(withPublicReadCache(core, cache));
  return client;
}
