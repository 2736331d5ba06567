// The reader's language: a plain GET form to the language address (app/routes/language.ts), which stores the choice
// in the cookie and comes back to this page, so it works without JavaScript. Once hydrated, a tap stores the cookie
// here and re-runs the loaders instead, so the page re-renders in place.
import type { MouseEvent } from 'react';
import { useHref, useLocation, useRevalidator } from 'react-router';
import { useI18n } from '~/i18n/context';
import { languages, locales, type Language } from '~/i18n/locales';
import { languageCookie } from '~/i18n/languageCookie';
import { href } from '~/lib/paths';
import styles from './SiteFooter.module.css';

export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const { pathname, search } = useLocation();
  const action = useHref(href.language());
  const choose = (event: MouseEvent, next: Language) => {
    event.preventDefault();
    document.cookie = languageCookie(next);
    void revalidate();
  };
  return (
    <nav aria-label={t('shell.language')}>
      <form className={styles.languages} method="get" action={action}>
        <input type="hidden" name="back" value={pathname + search} />
        {languages.map((code) => (
          <button
            key={code}
            type="submit"
            name="lang"
            value={code}
            lang={locales[code].tag}
            className={styles.language}
            aria-pressed={code === lang}
            onClick={(event) => choose(event, code)}
          >
            {locales[code].nativeName}
          </button>
        ))}
      </form>
    </nav>
  );
}
