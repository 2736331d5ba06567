// The reader's language and translator for a loader: the stored choice (the `lang` cookie the shell writes),
// else the configured default, so server-made words match the page.
import { languageFromCookie } from './languageCookie';
import { configuredDefaultLanguage } from './defaultLanguage.server';
import type { Language } from './locales';
import { messagesFor } from './messages.server';
import { createTranslate, type Translate } from './translate';

export function requestLanguage(request: Request): Language {
  return languageFromCookie(request.headers.get('cookie'), configuredDefaultLanguage());
}

export function requestTranslator(request: Request): { lang: Language; t: Translate } {
  const lang = requestLanguage(request);
  return { lang, t: createTranslate(messagesFor(lang)) };
}
