// signupdetail.html: the member's own sign-ups, latest first, 20 a page, each with its phase and opening the entry
// and its voucher. Read in the browser with the member's tokens; a visitor is offered login, which comes back here.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ActivitySummary } from '~/api/activity/entities';
import { MemberStates } from '~/features/ui/member/MemberStates';
import { memberApi, needsLogin, useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { activityPhase } from '~/lib/activityPhase';
import { formatDate } from '~/lib/dateFormat';
import { showsLoadMore } from '~/lib/lists';
import { href } from '~/lib/paths';
import { phaseLabel } from './signUpState';
import styles from './RegistrationPage.module.css';

export function MyActivitiesPage() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('activity', (api) => api.myActivities(0));
  return (
    <section className={styles.page} aria-labelledby="mine-title" aria-busy={state.kind === 'loading'}>
      <h1 id="mine-title" className={styles.title}>
        {t('activity.list.mine')}
      </h1>
      <MemberStates
        state={state}
        loginText={t('activity.list.loginFirst')}
        loginLabel={t('activity.form.login')}
        failedText={t('activity.unavailable')}
        retry={retry}
      />
      {state.kind === 'ready' && <MyActivities first={state.data} />}
    </section>
  );
}

type More = { kind: 'idle' | 'loading' | 'failed' | 'login' };

function MyActivities({ first }: { first: ActivitySummary[] }) {
  const { t } = useI18n();
  const [pages, setPages] = useState([first]);
  const [more, setMore] = useState<More>({ kind: 'idle' });
  const list = pages.flat();
  const now = Date.now();
  const loadMore = async () => {
    setMore({ kind: 'loading' });
    try {
      const { api } = await memberApi('activity');
      const next = await api.myActivities(pages.length);
      setPages([...pages, next]);
      setMore({ kind: 'idle' });
    } catch (error) {
      setMore({ kind: needsLogin(error) ? 'login' : 'failed' });
    }
  };
  if (list.length === 0) return <p role="status">{t('activity.list.empty')}</p>;
  const last = pages[pages.length - 1] ?? [];
  return (
    <>
      <ul className={styles.list}>
        {list.map((a) => (
          <li key={a.id}>
            <Link to={href.registrationDetail(a.id)}>{a.title}</Link>{' '}
            <span className={styles.muted}>
              {t(phaseLabel[activityPhase(a, now)])}
              {a.startAt > 0 && ` · ${formatDate(a.startAt)}`}
            </span>
          </li>
        ))}
      </ul>
      {more.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('activity.unavailable')}
        </p>
      )}
      {more.kind === 'login' && <p role="alert">{t('activity.list.loginFirst')}</p>}
      {showsLoadMore(last.length) && (
        <p>
          <button type="button" disabled={more.kind === 'loading'} onClick={loadMore}>
            {t(more.kind === 'failed' ? 'common.retry' : 'common.loadMore')}
          </button>
        </p>
      )}
    </>
  );
}
