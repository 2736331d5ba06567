// The ad service's client.
import type { Core } from '../core';
import type { Ad } from './entities';
import { adsOperations as ops } from './operations';

/** 0 the ad was half in view for a second, 1 it was tapped */
export type AdEvent = { id: number; kind: 0 | 1 };

export interface AdsApi {
  /** the start page to show now; null when the publisher has none (the site travels in the common fields) */
  startPage(): Promise<Ad | null>;
  startPages(): Promise<Ad[]>;
  /** one batch of impressions and clicks; each counts once per reader and day at the publisher */
  report(events: AdEvent[]): Promise<{ counted: number }>;
}

export function createAdsApi(core: Core): AdsApi {
  return {
    startPage: () => core.call(ops.getStartPage, {}),
    startPages: () => core.call(ops.getStartPagesAll, {}),
    report: (events) => core.call(ops.advEvent, { events: events.map((e) => `${e.id}:${e.kind}`).join(',') }),
  };
}
