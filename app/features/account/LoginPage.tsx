import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cameFromInsideApp, cameFromOurPage } from '~/features/shell/history';
import { readerSettings } from '~/features/shell/readerSettingsIsland';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { bindHeldAction } from './bindHeldAction';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

// the member view's code arrives only for a reader who is signed in here
const MemberAccount = lazy(() => import('./MemberAccount'));

/**
 * A visitor signs in here; a reader already signed in here sees their own account instead (MemberAccount), known in
 * the browser only (the tokens are there), so the server's page, and the page without JavaScript, is the login form.
 * After login or sign-out: `back` (the `redirect` page, when the server found it one of ours), else back where the
 * reader came from, else home.
 */
export function LoginPage({ back }: { back: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // in the messenger the reader can also sign in through it (known in the browser only)
  const [inMessenger, setInMessenger] = useState(false);
  useEffect(() => setInMessenger(platform().isMessenger), []);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    void import('~/platform/publisher.client')
      .then((publisher) => setSignedIn(publisher.browserCore().credentials.member() !== undefined))
      .catch(() => undefined);
  }, []);
  const showLogin = useCallback(() => setSignedIn(false), []);
  const done = () => {
    if (back) navigate(back, { replace: true });
    else if (cameFromInsideApp()) navigate(-1);
    // a page of ours opened this one as a new document (the browser's history still holds it)
    else if (cameFromOurPage()) window.history.back();
    else navigate(href.home(), { replace: true });
  };
  if (signedIn)
    return (
      <Suspense fallback={<p role="status">{t('account.me.loading')}</p>}>
        <MemberAccount onSignedOut={done} onVisitor={showLogin} />
      </Suspense>
    );
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('account.title')}
      </h1>
      {inMessenger ? (
        <p className={styles.messenger}>
          <Link to={href.memberInfo(back || href.home())}>{t('account.messengerLogin')}</Link>
        </p>
      ) : null}
      <LoginForm onLoggedIn={() => void bindHeldAction(back).then(done)} />
      <Suspense fallback={null}>
        <readerSettings.Component />
      </Suspense>
    </section>
  );
}
