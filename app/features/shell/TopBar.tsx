// spec §2 Top bar: logo with 触屏版; search when showSearchList; newspaper only for a valid paper URL;
// the more icon goes to login, where it becomes a close icon going back.
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { cameFromInsideApp } from './history';
import { CloseIcon, MoreIcon, NewspaperIcon, SearchIcon } from './icons';
import type { ShellSite } from './shellData';
import styles from './TopBar.module.css';

export function TopBar({ site }: { site: ShellSite }) {
  const { t } = useI18n();
  const onLoginPage = useLocation().pathname === href.login();

  return (
    <header className={styles.bar} data-first-screen="">
      <Link to={href.home()} className={styles.brand}>
        {site.logo ? (
          <img className={styles.logo} src={site.logo} alt={site.name} width={144} height={40} />
        ) : (
          <span className={styles.name}>{site.name}</span>
        )}
        <span className={styles.tag}>{t('shell.touchEdition')}</span>
      </Link>
      <nav className={styles.actions}>
        {site.showSearch && (
          <Link to={href.search()} className={styles.action} aria-label={t('shell.search')}>
            <SearchIcon />
          </Link>
        )}
        {site.paperUrl && (
          <a
            href={site.paperUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.action}
            aria-label={t('shell.newspaper')}
          >
            <NewspaperIcon />
          </a>
        )}
        {onLoginPage ? (
          <CloseButton label={t('shell.close')} />
        ) : (
          <Link to={href.login()} className={styles.action} aria-label={t('shell.login')}>
            <MoreIcon />
          </Link>
        )}
      </nav>
    </header>
  );
}

/** Back where the reader came from; home when the login page was opened directly. */
function CloseButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const close = () => {
    if (cameFromInsideApp()) navigate(-1);
    else navigate(href.home());
  };
  return (
    <button type="button" className={styles.action} aria-label={label} onClick={close}>
      <CloseIcon />
    </button>
  );
}
