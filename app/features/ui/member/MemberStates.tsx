// What a member page shows before its data: loading, the way to login (also the no-JavaScript page), a failure with
// a retry. Texts come from the page's own catalog.
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { platform } from '~/platform/platform';
import type { MemberRead } from './useMemberRead';
import styles from './MemberStates.module.css';
import { href } from '~/lib/paths';

export function MemberStates<T>({
  state,
  loginText,
  loginLabel,
  failedText,
  retry,
}: {
  state: MemberRead<T>;
  loginText: string;
  loginLabel: string;
  failedText: string;
  retry: () => void;
}) {
  const { t } = useI18n();
  const location = useLocation();
  if (state.kind === 'ready') return null;
  if (state.kind === 'failed')
    return (
      <p role="alert" className={styles.state}>
        {failedText}{' '}
        <button type="button" className={styles.action} onClick={retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  // loading, as the server draws it too: without JavaScript nobody is known, so the login link is there from the start
  return (
    <p role="status" className={styles.state}>
      {loginText}{' '}
      <Link
        className={styles.action}
        to={href.login(`${location.pathname}${location.search}`)}
        onClick={(event) => {
          // inside the native app, login is the app's own screen (spec §1)
          if (!platform().isNativeApp) return;
          event.preventDefault();
          platform().openLogin();
        }}
      >
        {loginLabel}
      </Link>
    </p>
  );
}
