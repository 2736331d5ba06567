// The app server's settings, all from the environment.
import { basePath } from '../../react-router.config';
import { parseHostList } from '../lib/hostList';

export interface ServerConfig {
  port: number;
  host: string;
  basePath: string;
  /**
   * The site's public origin (SITE_URL): every absolute address a page names (canonical, og:url, share links, QR
   * codes, posters) is on it, never on the request's Host header, which anyone can set on a page a cache shares.
   */
  siteOrigin: string;
  /** CSP frame-ancestors sources; the CMS preview frames our pages */
  frameAncestors: string;
  /** hosts besides the publisher's own services that certificates (previewPDF.html) may come from */
  pdfHosts: string[];
  /** hosts whose pages a link article may show framed in its page (LINK_FRAME_HOSTS; docs/h5.md) */
  linkFrameHosts: string[];
  /** CSP connect-src origins besides the site's own: an analytics big-data host elsewhere (docs/analytics.md) */
  connectSources: string[];
  buildDir: string;
  pageCache: PageCacheSettings;
}

/** How long anonymous pages are shared (docs/adr-page-cache.md); `freshSeconds` 0 turns sharing off. */
export interface PageCacheSettings {
  freshSeconds: number;
  staleSeconds: number;
}

const defaultPageCache: PageCacheSettings = { freshSeconds: 10, staleSeconds: 30 };

/** A whole number of seconds from 0 up; unset or anything else: the default. */
function seconds(setting: string | undefined, fallback: number): number {
  const value = Number(setting);
  return setting?.trim() && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** SITE_URL's origin; unset: this server on localhost, as `npm start` opens it. Anything but http(s) refuses to start. */
function siteOriginFrom(setting: string | undefined, port: number): string {
  if (!setting?.trim()) return `http://localhost:${port}`;
  const url = new URL(setting.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_URL is not http(s): ${setting}`);
  return url.origin;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT) || 3000;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    basePath,
    siteOrigin: siteOriginFrom(env.SITE_URL, port),
    frameAncestors: env.FRAME_ANCESTORS?.trim() || "'self'",
    pdfHosts: parseHostList(env.PDF_HOSTS),
    linkFrameHosts: parseHostList(env.LINK_FRAME_HOSTS),
    connectSources: (env.CONNECT_SOURCES ?? '').split(/[\s,]+/).filter(Boolean),
    buildDir: env.BUILD_DIR || 'build',
    pageCache: {
      freshSeconds: seconds(env.PAGE_CACHE_SECONDS, defaultPageCache.freshSeconds),
      staleSeconds: seconds(env.PAGE_STALE_SECONDS, defaultPageCache.staleSeconds),
    },
  };
}
