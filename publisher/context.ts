import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TokenStore } from './auth/tokens.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Site, SiteStore } from './site-store.ts';
import type { ContentStore } from './app-if/content-store.ts';

/** What every operation may use; built once per server. */
export type PublisherContext = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  dataDir: string;
  testHooks: boolean;
  sites: SiteStore;
  tokens: TokenStore;
  content: ContentStore;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
};

/** Who is calling, as the guard established it. */
export type Caller = { site: Site; uid: number | null; device: string | null; ip: string };

/**
 * One app_if operation. `access`: open (no token even in token mode), token (the anonymous or member token
 * when tokenEnable is 1), member (a live member access token always).
 */
export type Operation<S extends z.ZodType = z.ZodType> = {
  name: string;
  method: 'GET' | 'POST';
  access: 'open' | 'token' | 'member';
  /** Exempt from the signed auth headers when xyAuth is 2 (the handshake itself, config and time). */
  authExempt?: boolean;
  /**
   * A public read, the same for every caller, answered from memory for up to 5 s (app-if/routes.ts). Counts in it
   * trail writes by at most that; getArticleCounts is never cached, so it is always exact.
   */
  cached?: boolean;
  input: S;
  handle: (ctx: PublisherContext, input: z.infer<S>, caller: Caller) => Promise<unknown>;
};

export function operation<S extends z.ZodType>(op: Operation<S>): Operation {
  return op as unknown as Operation;
}
