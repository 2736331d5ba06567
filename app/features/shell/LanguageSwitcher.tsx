// The reader's language: one of the reader's choices (SettingChoice), stored in the `lang` cookie. In the footer of
// every page and in 设置 (ReaderSettings.tsx).
import { useI18n } from '~/i18n/context';
import { languageCookie } from '~/i18n/languageCookie';
import { languages, locales } from '~/i18n/locales';
import { SettingChoice } from './SettingChoice';

const options = languages.map((code) => ({
  value: code,
  label: locales[code].nativeName,
  lang: locales[code].tag,
}));

export function LanguageSwitcher({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  return (
    <nav aria-label={t('shell.language')}>
      <SettingChoice
        name="lang"
        options={options}
        current={lang}
        cookie={languageCookie}
        className={className}
      />
    </nav>
  );
}
