// One config per locale (after the BBC's Simorgh): tag, direction, script, and the dayjs locale name.
export const languages = ['zh', 'en', 'de', 'fr', 'bo'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';

export interface LocaleConfig {
  /** BCP 47 tag for <html lang> and Intl */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** drives per-script typography in app/styles (CJK and Tibetan need taller lines) */
  script: 'Hans' | 'Latn' | 'Tibt';
  /** dayjs locale module name */
  dayjs: string;
  /** the language's own name, for the language switcher */
  nativeName: string;
}

export const locales: Record<Language, LocaleConfig> = {
  zh: { tag: 'zh-CN', dir: 'ltr', script: 'Hans', dayjs: 'zh-cn', nativeName: '中文' },
  en: { tag: 'en', dir: 'ltr', script: 'Latn', dayjs: 'en', nativeName: 'English' },
  de: { tag: 'de', dir: 'ltr', script: 'Latn', dayjs: 'de', nativeName: 'Deutsch' },
  fr: { tag: 'fr', dir: 'ltr', script: 'Latn', dayjs: 'fr', nativeName: 'Français' },
  bo: { tag: 'bo', dir: 'ltr', script: 'Tibt', dayjs: 'bo', nativeName: 'བོད་ཡིག' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
