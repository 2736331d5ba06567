import { Suspense } from 'react';
import { Avatar } from '~/features/ui/avatar/Avatar';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { useI18n } from '~/i18n/context';
import type { FigureData } from './leaderData';
import styles from './LeaderPages.module.css';

// The reports list is split from the first load; the loader preloads it so the server renders it in full.
export const figureReports = preloadedLazy(() => import('./FigureReports'));

/** A leader's page (figureDetail): photo, name, duty and résumé, then the reports of their activities. */
export function FigurePage({ data }: { data: FigureData }) {
  const { t } = useI18n();
  const { leader } = data;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="leader-name">
        <Avatar icon={leader.photo} size="large" />
        <div className={styles.who}>
          <h1 id="leader-name" className={styles.name}>
            {leader.name}
          </h1>
          {leader.duty && <p className={styles.duty}>{leader.duty}</p>}
        </div>
      </section>
      {leader.description && <p className={styles.intro}>{leader.description}</p>}
      <h2 className={styles.heading}>{t('leader.reports')}</h2>
      <Suspense fallback={<p className={styles.empty}>{t('common.loading')}</p>}>
        <figureReports.Component data={data} />
      </Suspense>
    </div>
  );
}
