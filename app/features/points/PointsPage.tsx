// integralShop.html (积分明细): the signed-in member's total, what they earned on each of the last days, and the
// history, more on request. Read in the browser with the member's tokens; a visitor is sent to login and back.
// The total stands in a slot as tall in every state, and what the server drew (`children`, the shop) comes right
// under it: the member's part arrives after hydration and must not push the drawn page down (CLS).
import type { ReactNode } from 'react';
import type { Certificate, PointsEntry, PointsSummary } from '~/api/points/entities';
import { MemberStates } from '~/features/ui/member/MemberStates';
import { useMemberPages } from '~/features/ui/member/useMemberPages';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { PointsCertificates } from './PointsCertificates';
import { PointsHistory } from './PointsHistory';
import styles from './PointsPage.module.css';

type Loaded = {
  summary: PointsSummary;
  history: PointsEntry[];
  certificates: Certificate[];
  readPage: (page: number) => Promise<PointsEntry[]>;
};

export function PointsPage({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('points', async (api): Promise<Loaded> => {
    // the points stand without the certificates: a failed read of those shows the points alone
    const [summary, history, certificates] = await Promise.all([
      api.summary(),
      api.history(0),
      api.certificates().catch(() => []),
    ]);
    return { summary, history, certificates, readPage: (page) => api.history(page) };
  });
  return (
    <>
      <section className={styles.page} aria-labelledby="points-title" aria-busy={state.kind === 'loading'}>
        <h1 id="points-title" className={styles.title}>
          {t('points.title')}
        </h1>
        <div className={styles.summary}>
          <MemberStates
            state={state}
            loginText={t('points.loginFirst')}
            loginLabel={t('points.login')}
            failedText={t('points.failed')}
            retry={retry}
          />
          {state.kind === 'ready' && (
            <div className={styles.total}>
              <span>{t('points.total')}</span>
              <strong>{state.data.summary.total}</strong>
              <span>{t('points.today', { count: state.data.summary.today })}</span>
            </div>
          )}
        </div>
      </section>
      {children}
      {state.kind === 'ready' && (
        <section className={styles.page}>
          <Points {...state.data} />
        </section>
      )}
    </>
  );
}

function Points({ summary, history, certificates, readPage }: Loaded) {
  const { t } = useI18n();
  const pages = useMemberPages(history, readPage);
  return (
    <>
      <h2 className={styles.heading}>{t('points.days')}</h2>
      <ol className={styles.days}>
        {summary.days.map((d) => (
          <li key={d.day} aria-label={t('points.dayPoints', { day: d.day, count: d.points })}>
            <span aria-hidden="true">{d.day.slice(5)}</span>
            <strong aria-hidden="true">{d.points}</strong>
          </li>
        ))}
      </ol>
      <PointsCertificates certificates={certificates} />
      <h2 className={styles.heading}>{t('points.history')}</h2>
      <PointsHistory pages={pages} />
    </>
  );
}
