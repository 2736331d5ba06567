// The stored language choice (spec §1): a cookie, so the server renders the chosen language first time.
import { defaultLanguage, isLanguage, type Language } from '~/i18n/locales';

const name = 'lang';
/** a year: the choice is the reader's until they change it */
const maxAgeSeconds = 365 * 24 * 60 * 60;

export function languageFromCookie(cookieHeader: string | null): Language {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=([^;]*)/);
  const value = match?.[1];
  return isLanguage(value) ? value : defaultLanguage;
}

/** The document.cookie assignment that stores a choice for every page of the site. */
export function languageCookie(lang: Language): string {
  return `${name}=${lang}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
