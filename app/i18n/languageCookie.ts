// The stored language choice (spec §1): a cookie, so the server renders the chosen language first time.
import { defaultLanguage, isLanguage, type Language } from './locales';

const name = 'lang';
/** a year: the choice is the reader's until they change it */
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The stored choice, else `fallback` (the server passes the configured default language). */
export function languageFromCookie(
  cookieHeader: string | null,
  fallback: Language = defaultLanguage,
): Language {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=([^;]*)/);
  const value = match?.[1];
  return isLanguage(value) ? value : fallback;
}

/** The document.cookie assignment that stores a choice for every page of the site. */
export function languageCookie(lang: Language): string {
  return `${name}=${lang}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
