// The foot of every page: 关于我们 and 下载客户端, the language choice, and the filing number only when filing is
// open and its URL parses.
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { ShellSite } from './shellData';
import styles from './SiteFooter.module.css';

export default function SiteFooter({ site }: { site: ShellSite }) {
  const { t } = useI18n();
  return (
    <footer className={styles.footer}>
      <p className={styles.links}>
        <Link to={href.aboutUs()}>{t('shell.aboutUs')}</Link>
        {site.hasApp && <Link to={href.downloadClient()}>{t('shell.downloadClient')}</Link>}
      </p>
      <LanguageSwitcher className={styles.languages} />
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
