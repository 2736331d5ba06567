// Stores the reader's language in the cookie and re-runs the loaders, so the page re-renders in it.
import { useRevalidator } from 'react-router';
import { useI18n } from '~/i18n/context';
import { languages, locales, type Language } from '~/i18n/locales';
import { languageCookie } from '~/i18n/languageCookie';
import styles from './SiteFooter.module.css';

export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const choose = (next: Language) => {
    document.cookie = languageCookie(next);
    void revalidate();
  };
  return (
    <nav className={styles.languages} aria-label={t('shell.language')}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          lang={locales[code].tag}
          className={styles.language}
          aria-pressed={code === lang}
          onClick={() => choose(code)}
        >
          {locales[code].nativeName}
        </button>
      ))}
    </nav>
  );
}
