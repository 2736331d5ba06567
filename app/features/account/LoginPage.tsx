import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cameFromInsideApp } from '~/features/shell/history';
import { provideTopBar } from '~/features/shell/shellHandle';
import { TopBar } from '~/features/shell/TopBar';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { safeLocalPath } from '~/lib/safeUrl';
import { platform } from '~/platform/platform';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

provideTopBar(TopBar);

/** After login: the `redirect` page if it is one of ours, else back where the reader came from, else home. */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // in the messenger the reader can also sign in through it (known in the browser only)
  const [inMessenger, setInMessenger] = useState(false);
  useEffect(() => setInMessenger(platform().isMessenger), []);
  const done = () => {
    const target = query.get('redirect');
    if (target) navigate(safeLocalPath(target, href.home()), { replace: true });
    else if (cameFromInsideApp()) navigate(-1);
    else navigate(href.home(), { replace: true });
  };
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('account.title')}
      </h1>
      {inMessenger ? (
        <p className={styles.messenger}>
          <Link to={href.memberInfo(safeLocalPath(query.get('redirect'), href.home()))}>
            {t('account.messengerLogin')}
          </Link>
        </p>
      ) : null}
      <LoginForm onLoggedIn={done} />
    </section>
  );
}
