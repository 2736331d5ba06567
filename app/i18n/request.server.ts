// The reader's language and translator for a loader: the stored choice (the `lang` cookie the shell writes),
// else the configured default, so server-made words match the page.
import type { PageCatalog } from './catalogText';
import { configuredDefaultLanguage } from './defaultLanguage.server';
import { languageFromCookie } from './languageCookie';
import type { Language } from './locales';
import { catalogTexts, messagesFor, type CatalogArea } from './messages.server';
import { createTranslate, type Translate } from './translate';

export function requestLanguage(request: Request): Language {
  return languageFromCookie(request.headers.get('cookie'), configuredDefaultLanguage());
}

export function requestTranslator(request: Request): { lang: Language; t: Translate } {
  const lang = requestLanguage(request);
  return { lang, t: createTranslate(messagesFor(lang)) };
}

/** A route loader's words: the translator for what it makes, and its page's own catalog areas to send. */
export function requestCatalog(
  request: Request,
  areas: readonly CatalogArea[],
): { t: Translate; catalog: PageCatalog } {
  const { lang, t } = requestTranslator(request);
  return { t, catalog: catalogTexts(lang, areas) };
}
