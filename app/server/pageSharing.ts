// Which page requests every reader of a URL with the same choices (language, theme, text size) makes alike, which
// renders may go to readers other than the one they were made for, and the headers that tell a shared cache (a CDN)
// the same: the never-cache rules of docs/adr-page-cache.md. Anything else is the reader's own: rendered for them
// alone, `private`.
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { languageCookieName, languageFromCookie } from '~/i18n/languageCookie';
import type { Language } from '~/i18n/locales';
import { pageModesFrom } from '~/lib/pageModes';
import { readerSettingsFromCookie, settingCookieNames } from '~/lib/readerSettings';
import type { PageCacheSettings } from './config';

/**
 * A request every reader of its URL with its choices makes alike (a page's own theme, `?dark=true`, is in the URL's
 * query): a handful of combinations per URL (5 languages × 3 themes × 4 text sizes), none of them private.
 */
export interface SharedRequest {
  /** language, theme, text size and URL (origin, path, query) */
  key: string;
  /** what the shared render sees: a GET of the URL with the choices' cookies, nothing else of the reader's */
  request: Request;
}

/** The only cookies a page depends on; a reader with any other (a member's session, say) is not anonymous. */
const choiceCookieNames: ReadonlySet<string> = new Set([
  languageCookieName,
  settingCookieNames.theme,
  settingCookieNames.textSize,
]);

function carriesOnlyChoices(cookie: string): boolean {
  return cookie.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]!.trim();
    return name === '' || choiceCookieNames.has(name);
  });
}

export function sharedRequest(
  request: FastifyRequest,
  defaultLanguage: Language,
  siteOrigin: string,
): SharedRequest | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.headers.authorization !== undefined) return undefined;
  const { cookie } = request.headers;
  if (cookie !== undefined && !carriesOnlyChoices(cookie)) return undefined;
  const url = new URL(request.url, siteOrigin);
  // the newsroom's previews are never shared, whatever the route answers
  if (pageModesFrom(url.searchParams).preview) return undefined;
  // each choice as the page reads it: a value we do not know is the default, so it shares the default's page
  const lang = languageFromCookie(cookie ?? null, defaultLanguage);
  const { theme, textSize } = readerSettingsFromCookie(cookie);
  const cookies = `${languageCookieName}=${lang}; ${settingCookieNames.theme}=${theme}; ${settingCookieNames.textSize}=${textSize}`;
  return {
    key: `${lang} ${theme} ${textSize} ${url.href}`,
    request: new Request(url, { headers: { cookie: cookies } }),
  };
}

/**
 * A render that may go to every reader of its key: a 200, complete (not still streaming), that sets no cookie and
 * leaves its caching to us (a route that sets Cache-Control, as a preview's `private, no-store`, decides alone).
 */
export function mayShare(response: Response, body: Buffer | Readable | undefined): body is Buffer {
  return (
    response.status === 200 &&
    Buffer.isBuffer(body) &&
    !response.headers.has('cache-control') &&
    response.headers.getSetCookie().length === 0
  );
}

/**
 * Browsers revalidate every time (a 304 is cheap); shared caches keep the page as long as we do and may serve it
 * stale while they refresh it. React Router's data for a client navigation (a `.data` URL: also pull to refresh and
 * "load more") carries no stale-while-revalidate, which a browser would apply too, answering a pull to refresh
 * from its own stale copy.
 */
export function sharedCacheControl({ freshSeconds, staleSeconds }: PageCacheSettings, path: string): string {
  const stale = staleSeconds > 0 && !isClientData(path) ? `, stale-while-revalidate=${staleSeconds}` : '';
  return `public, max-age=0, s-maxage=${freshSeconds}${stale}`;
}

function isClientData(path: string): boolean {
  return path.split('?', 1)[0]!.endsWith('.data');
}

/** A page rendered for one reader: no shared cache keeps it (a CDN's default TTL would otherwise apply). */
export const ownCacheControl = 'private, no-cache';

/** Whether Accept-Encoding takes gzip (kept pages go out gzipped: gzipTemplate.ts). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((coding) => {
    const [name = '', ...parameters] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((p) => p.startsWith('q='));
    return ['gzip', 'x-gzip', '*'].includes(name) && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** If-None-Match against a page's ETag, compared weakly (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
