// Local until app/i18n offers one: the reader's language and translator for a loader, from the
// stored language choice (the cookie the shell writes), so server-made words match the page.
import { languageFromCookie } from '~/features/shell/languageCookie';
import type { Language } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages.server';
import { createTranslate, type Translate } from '~/i18n/translate';

export function requestTranslator(request: Request): { lang: Language; t: Translate } {
  const lang = languageFromCookie(request.headers.get('cookie'));
  return { lang, t: createTranslate(messagesFor(lang)) };
}
