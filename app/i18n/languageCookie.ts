// The stored language choice (spec §1): a cookie, so the server renders the chosen language first time. Stored and
// read as the reader's other choices are (app/lib/readerSettings.ts).
import { choiceCookie, cookieValue } from '~/lib/readerSettings';
import { defaultLanguage, isLanguage, type Language } from './locales';

/** The cookie's name; the page cache shares pages per language by it (app/server/pageSharing.ts). */
export const languageCookieName = 'lang';

/** The stored choice, else `fallback` (the server passes the configured default language). */
export function languageFromCookie(
  cookieHeader: string | null,
  fallback: Language = defaultLanguage,
): Language {
  const value = cookieValue(cookieHeader, languageCookieName);
  return isLanguage(value) ? value : fallback;
}

/** The document.cookie assignment that stores a choice for every page of the site. */
export function languageCookie(lang: Language): string {
  return choiceCookie(languageCookieName, lang);
}
