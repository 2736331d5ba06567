// signupdetail.html: the member's own sign-ups, newest first, each opening its entry and voucher.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ActivitySummary } from '~/api/activity/entities';
import { isPublisherError } from '~/api/errors';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { href } from '~/lib/paths';
import { loginHref, memberClient } from './memberClient';
import styles from './RegistrationPage.module.css';

type State =
  { kind: 'loading' } | { kind: 'login' } | { kind: 'failed' } | { kind: 'list'; list: ActivitySummary[] };

export function MyActivitiesPage() {
  const { t } = useI18n();
  const location = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api, signedIn } = await memberClient();
        if (!signedIn) return current && setState({ kind: 'login' });
        const list = await api.myActivities(0);
        if (current) setState({ kind: 'list', list });
      } catch (error) {
        const expired =
          isPublisherError(error) && (error.key === 'loginExpired' || error.key === 'tokenInvalid');
        if (current) setState(expired ? { kind: 'login' } : { kind: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className={styles.page} aria-labelledby="mine-title" aria-busy={state.kind === 'loading'}>
      <h1 id="mine-title" className={styles.title}>
        {t('activity.list.mine')}
      </h1>
      {state.kind === 'login' && (
        <p role="status">
          {t('activity.form.loginFirst')}{' '}
          <Link to={loginHref(`${location.pathname}${location.search}`)}>{t('activity.form.login')}</Link>
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('activity.unavailable')}
        </p>
      )}
      {state.kind === 'list' && state.list.length === 0 && <p role="status">{t('activity.list.empty')}</p>}
      {state.kind === 'list' && state.list.length > 0 && (
        <ul className={styles.list}>
          {state.list.map((a) => (
            <li key={a.id}>
              <Link to={href.registrationDetail(a.id)}>{a.title}</Link>
              {a.startAt > 0 && <span className={styles.muted}>{formatDate(a.startAt)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
