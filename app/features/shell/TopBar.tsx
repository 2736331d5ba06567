// spec §2 Top bar, on every page outside the native app (docs/wayfinding.md): back when the reader came from
// another page of ours, the logo with 触屏版 going home, search when showSearchList, the newspaper only for a valid
// paper URL, and the member's way in: 登录 for a visitor (the spec's more icon), 我的 for a member, a close icon on the
// login page. In the messenger, where the site has an app, a slim offer to open it under the bar (shown by CSS only).
// An island (shellIslands.ts): the server renders it in full, its code arrives after the first paint.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { cameFromInsideApp, cameFromOurPage } from './history';
import { BackIcon, CloseIcon, MemberIcon, MoreIcon, NewspaperIcon, SearchIcon } from './icons';
import type { ShellSite } from './shellData';
import styles from './TopBar.module.css';

export default function TopBar({ site }: { site: ShellSite }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const onLoginPage = pathname === href.login();
  const [canGoBack, setCanGoBack] = useState(false);
  const signedIn = useSignedIn(pathname);
  useEffect(() => setCanGoBack(cameFromInsideApp() || cameFromOurPage()), [pathname]);

  return (
    <>
      <header className={styles.bar} data-first-screen="" data-back={canGoBack ? '' : undefined}>
        {canGoBack && !onLoginPage && <BackButton label={t('shell.back')} />}
        <Link to={href.home()} className={styles.brand}>
          {site.logo ? (
            <img className={styles.logo} src={site.logo} alt={site.name} width={144} height={40} />
          ) : (
            <span className={styles.name}>{site.name}</span>
          )}
          <span className={styles.tag}>{t('shell.touchEdition')}</span>
          <span className="visually-hidden">{t('shell.home')}</span>
        </Link>
        <nav className={styles.actions} aria-label={t('shell.siteNavigation')}>
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
          ) : signedIn ? (
            <Link to={href.login()} className={`${styles.action} ${styles.member}`} aria-label={t('shell.me')}>
              <MemberIcon />
            </Link>
          ) : (
            <Link to={href.login()} className={styles.action} aria-label={t('shell.login')}>
              <MoreIcon />
            </Link>
          )}
        </nav>
      </header>
      {site.hasApp && (
        <p className={styles.openApp}>
          <Link to={href.downloadClient()}>{t('shell.openTheApp')}</Link>
        </p>
      )}
    </>
  );
}

/**
 * Whether a member is signed in here: the tokens are in the browser only, so the server's bar (and the bar without
 * JavaScript) is a visitor's. Asked again on every page, so signing in or out shows on the next one.
 */
function useSignedIn(pathname: string): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let current = true;
    void import('~/platform/publisher.client')
      .then((publisher) => current && setSignedIn(publisher.browserCore().credentials.member() !== undefined))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  return signedIn;
}

function BackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.action} aria-label={label} onClick={() => navigate(-1)}>
      <BackIcon />
    </button>
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
    <button type="button" className={styles.action} aria-label={label} onClick={close} data-needs-script="">
      <CloseIcon />
    </button>
  );
}
