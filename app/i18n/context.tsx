import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate, type Translate } from './translate';
import type { Messages } from './messages.server';
import { defaultLanguage, type Language } from './locales';

interface I18n {
  lang: Language;
  t: Translate;
}

const I18nContext = createContext<I18n>({ lang: defaultLanguage, t: (key) => key });

/** The catalog comes from the root loader, so the browser bundle carries no catalog at all. */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, t: createTranslate(messages) }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
