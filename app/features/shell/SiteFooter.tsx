// The foot of every page: the language choice, and the filing number only when filing is open and its URL parses.
import { useI18n } from '~/i18n/context';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { ShellSite } from './shellData';
import styles from './SiteFooter.module.css';

export function SiteFooter({ site }: { site: ShellSite }) {
  const { t } = useI18n();
  return (
    <footer className={styles.footer}>
      <LanguageSwitcher />
      {site.filing && (
        <p className={styles.filing}>
          <a href={site.filing.url} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{t('shell.filing')} </span>
            {site.filing.number}
          </a>
        </p>
      )}
    </footer>
  );
}
