// Where the site's analytics go (spec §7 "a click statistic to an external big-data host", send-record): the host
// the page sends to and the tenant code and key it sends with. getConfig hands all three to the page (bigData).
// Unset, they point at the collector this publisher serves itself (publisher/analytics/routes.ts), under its
// public URL, so `npm start` records end to end; a publisher points them at its real big-data host
// (docs/analytics.md).

export type BigDataSettings = {
  /** the collector's base as the reader's browser reaches it, without a trailing slash */
  url: string;
  tenantCode: string;
  /** the site's send-record key: a client key that every page carries, not a secret */
  key: string;
  /** true when `url` is this publisher's own collector (it then answers only this tenant and key) */
  standIn: boolean;
};

export const COLLECTOR_PREFIX = '/bigdata/';

export function readBigDataSettings(env: NodeJS.ProcessEnv, publicUrl: string): BigDataSettings {
  return {
    url: (env.BIGDATA_URL || `${publicUrl.replace(/\/$/, '')}${COLLECTOR_PREFIX}`).replace(/\/$/, ''),
    tenantCode: env.BIGDATA_TENANT_CODE || 'qinglan',
    key: env.BIGDATA_KEY || 'qinglan-touch-analytics',
    standIn: !env.BIGDATA_URL,
  };
}
