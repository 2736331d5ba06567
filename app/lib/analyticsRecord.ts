// The analytics send-record (spec §7 "Analytics send-record (GET)", §3 "Analytics record"): which fields one event
// carries and the address it goes to. Pure: app/platform/analytics.ts sends what this builds.
import { analyticsTypes, platformCodes } from './codes';

export type AnalyticsEvent = keyof typeof analyticsTypes;

/** The big-data host and the site's tenant code and key, from the site config (getConfig's bigData). */
export interface BigData {
  url: string;
  tenantCode: string;
  key: string;
}

export interface RecordFacts {
  event: AnalyticsEvent;
  articleId: number;
  /** spec §9 event channel: 2 in the app, 3 in share mode, 1 otherwise (lib/codes eventChannel) */
  channel: 1 | 2 | 3;
  /** spec §9 platform code (platformCode) */
  platform: number;
  /** spec §9 share channel code, for a share through a channel that has one */
  shareChannel?: number;
  deviceId: string;
  userUuid: string;
  /** the page the reader came from, when it is an http(s) address */
  refer: string;
  /** ms since epoch */
  at: number;
}

/**
 * The words of the console error the spec asks for when analytics' init or required fields are missing (spec §8);
 * the spec gives no text of its own, so it names what is missing.
 */
export const missingFieldsError = 'analytics: send-record not sent, init or required fields missing:';

/** What send-record lacks (spec §7: a host to send to, the tenant code, the key and the article id). */
export function missingFields(config: BigData | undefined, articleId: number): string[] {
  const missing: string[] = [];
  if (!config?.url) missing.push('bigData.url');
  if (!config?.tenantCode) missing.push('bigData.tenantCode');
  if (!config?.key) missing.push('bigData.key');
  if (!(Number.isInteger(articleId) && articleId > 0)) missing.push('articleID');
  return missing;
}

/** spec §9 platform codes: a phone's browser is "mobile" (Android 1 and iOS 2 are the native apps, which send none). */
export function platformCode(os: 'android' | 'ios' | 'other'): number {
  return os === 'other' ? platformCodes.pc : platformCodes.mobile;
}

/** The send-record address with every field of the record (empty ones left out). */
export function sendRecordUrl(config: BigData, facts: RecordFacts): string {
  const params = new URLSearchParams({
    tenantCode: config.tenantCode,
    key: config.key,
    dataType: String(analyticsTypes[facts.event]),
    articleID: String(facts.articleId),
    platform: String(facts.platform),
    channel: String(facts.channel),
    actionTime: String(facts.at),
  });
  if (facts.shareChannel !== undefined) params.set('shareChanel', String(facts.shareChannel));
  if (facts.deviceId) params.set('deviceid', facts.deviceId);
  if (facts.userUuid) params.set('userUuid', facts.userUuid);
  if (/^https?:\/\//.test(facts.refer)) params.set('refer', facts.refer.slice(0, 500));
  return `${config.url}/send-record?${params}`;
}

/** Where a page's web vitals go (POSTed as text/plain JSON, so a beacon needs no preflight). */
export function webVitalsUrl(config: BigData): string {
  return `${config.url}/web-vitals?${new URLSearchParams({ tenantCode: config.tenantCode, key: config.key })}`;
}
