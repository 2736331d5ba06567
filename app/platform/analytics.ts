// The analytics sender (spec §7 send-record, §9 event channel): one event to the publisher's big-data host, named in
// the site config (getConfig's bigData). Loaded by dynamic import on first use, never with a page's first load.
// A beacon survives the page being left; where there is none, a keepalive fetch does the same job. Nothing here
// ever throws at the reader: analytics that cannot be sent are dropped, and missing config says so on the console.
import { timeouts } from '../api/operation';
import {
  missingFields,
  missingFieldsError,
  platformCode,
  sendRecordUrl,
  type AnalyticsEvent,
  type BigData,
} from '../lib/analyticsRecord';
import { eventChannel } from '../lib/codes';
import { virtualUserId } from './device';
import { phoneOs } from './phoneOs';
import { platform } from './platform';
import { browserCore } from './publisher.client';
import { browserStorage, createExpiringStore } from './storage';

/** The big-data settings from the site config, or undefined when the config cannot be had. */
export async function bigData(): Promise<BigData | undefined> {
  try {
    return (await browserCore().session.config()).bigData;
  } catch {
    return undefined;
  }
}

/** Sends without waiting for an answer: a beacon, else a keepalive fetch (spec §7: a 180 s transport time-out). */
export function beacon(url: string, body?: string): void {
  try {
    const payload = body === undefined ? undefined : new Blob([body], { type: 'text/plain' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, payload)) return;
  } catch {
    // a beacon refused (too large, blocked): the fetch below tries once more
  }
  void fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    signal: AbortSignal.timeout(timeouts.analytics),
  }).catch(() => {});
}

/**
 * Records one event on an article. Skipped in the native app, which tracks for itself (spec §6); the channel still
 * follows spec §9's rule. Resolves once the event is handed to the browser (or dropped).
 */
export async function sendRecord(
  event: AnalyticsEvent,
  articleId: number,
  where: { shareMode: boolean; shareChannel?: number },
): Promise<void> {
  const here = platform();
  if (here.isNativeApp) return;
  const config = await bigData();
  const missing = missingFields(config, articleId);
  if (!config || missing.length > 0) {
    console.error(missingFieldsError, missing.join(', '));
    return;
  }
  const core = browserCore();
  beacon(
    sendRecordUrl(config, {
      event,
      articleId,
      channel: eventChannel({ inNativeApp: here.isNativeApp, shareMode: where.shareMode }),
      platform: platformCode(phoneOs()),
      shareChannel: where.shareChannel,
      deviceId: core.credentials.device(),
      userUuid:
        core.credentials.member()?.userId ||
        virtualUserId(createExpiringStore(browserStorage('localStorage'))),
      refer: document.referrer,
      at: Date.now(),
    }),
  );
}
