// The session area's client: the site config (kept by the core's config cache) and the publisher's clock.
import type { Core } from '../core';
import type { SiteConfig } from './entities';
import { sessionOperations as ops } from './operations';

export interface SessionApi {
  getConfig(): Promise<SiteConfig>;
  /** ms since epoch, by the publisher's clock */
  serverTime(): Promise<number>;
}

export function createSessionApi(core: Core): SessionApi {
  return {
    getConfig: () => core.session.config(),
    serverTime: () => core.call(ops.serverTime),
  };
}
