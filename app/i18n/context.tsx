import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate, type Translate } from './translate';
import type { Messages } from './messages.server';
import { defaultLanguage, type Language } from './locales';

interface I18n {
  lang: Language;
  t: Translate;
}

const I18nContext = createContext<I18n>({ lang: defaultLanguage, t: (key) => key });

/** The catalogs come from the loaders (the root's areas, the page's own), so the browser bundle carries none. */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Language;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, t: createTranslate(messages) }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
