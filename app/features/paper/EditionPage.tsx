import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { EditionView } from './editionView';
import { IssuePicker } from './IssuePicker';
import { PageArticles } from './PageArticles';
import { PageSheet } from './PageSheet';
import { PageStrip } from './PageStrip';
import styles from './EditionPage.module.css';

/** paperSharePage: a day's page of the printed paper, its areas, its articles, the day's pages and the days. */
export function EditionPage({ view }: { view: EditionView }) {
  const { t } = useI18n();
  const { page } = view;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          {view.paperName || t('paper.title')}
          {page && <span className={styles.pageLabel}>{page.label}</span>}
        </h1>
        <IssuePicker months={view.months} dateLabel={view.dateLabel} />
      </header>
      <PageStrip pages={view.pages} />
      {page ? (
        <>
          <PageSheet page={page} view={view} />
          <nav className={styles.turn} aria-label={t('paper.turn')}>
            {view.previous ? (
              <Link className={styles.turnLink} to={view.previous.href} replace>
                {t('paper.previousPage')}
              </Link>
            ) : (
              <span />
            )}
            {page.pdf && (
              <a className={styles.turnLink} href={page.pdf} type="application/pdf">
                {t('paper.pdf')}
              </a>
            )}
            {view.next ? (
              <Link className={styles.turnLink} to={view.next.href} replace>
                {t('paper.nextPage')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
          {/* the pages a swipe reaches, asked for ahead at the browser's leisure */}
          {[view.previous, view.next].map(
            (near) => near && <link key={near.href} rel="prefetch" as="image" href={near.image} />,
          )}
          <PageArticles articles={page.articles} />
        </>
      ) : (
        <p className={styles.empty}>{t('paper.noPages')}</p>
      )}
    </div>
  );
}
