import { Suspense } from 'react';
import { Link } from 'react-router';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { FollowButton } from '~/features/ui/follow/FollowButton';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { useScrollKeep } from '~/features/ui/pager/useScrollKeep';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { reporterTabQuery, type ReporterData } from './reporterData';
import styles from './ReporterPage.module.css';

// The tabs' lists are split from the first load; the loader preloads the one it renders.
export const reporterArticles = preloadedLazy(() => import('./ReporterArticles'));
export const reporterDynamics = preloadedLazy(() => import('./ReporterDynamics'));

/**
 * A reporter's page, kept alive (spec §2): the card (photo, duty, post and fan counts, follow), then their articles or
 * dynamics. Coming back from an article shows the same appended pages at the same scroll.
 */
export function ReporterPage({ data }: { data: ReporterData }) {
  const { t } = useI18n();
  const { reporter } = data;
  useScrollKeep(`reporter:${reporter.id}:${data.tab}`);
  const photo = pictureUrl(reporter.photo);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('reporter.card')}>
        {photo && <img className={styles.photo} src={photo} alt="" width="64" height="64" decoding="async" />}
        <div className={styles.who}>
          <h1 className={styles.name}>{reporter.name}</h1>
          {reporter.duty && <p className={styles.duty}>{reporter.duty}</p>}
          <p className={styles.figures}>
            {t('reporter.posts', { count: formatCount(reporter.articleCount) })}
          </p>
        </div>
        <FollowButton kind="reporter" id={reporter.id} fans={reporter.fans} buttonId="follow" />
      </section>
      {reporter.description && <p className={styles.intro}>{reporter.description}</p>}
      <nav className={styles.tabs} aria-label={t('reporter.card')}>
        {(['articles', 'dynamics'] as const).map((tab) => (
          <Link
            key={tab}
            className={styles.tab}
            to={reporterTabQuery(tab, 0)}
            aria-current={data.tab === tab ? 'page' : undefined}
            replace
            preventScrollReset
          >
            {t(tab === 'articles' ? 'reporter.allArticles' : 'reporter.dynamics')}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p className={styles.empty}>{t('common.loading')}</p>}>
        {data.articles && <reporterArticles.Component data={data} first={data.articles} />}
        {data.dynamics && <reporterDynamics.Component data={data} first={data.dynamics} />}
      </Suspense>
    </div>
  );
}
