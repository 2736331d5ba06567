import { PagedArticles } from '~/features/lists/PagedArticles';
import { useI18n } from '~/i18n/context';
import type { ReportSetView } from './loadCollections.server';
import styles from './TopicPages.module.css';

const reportsHref = (id: number, page: number) =>
  `/personageReports/${id}.html${page ? `?page=${page}` : ''}`;

/** A report set (报道集): the person, then their articles, 20 a page. */
export function ReportSetPage({ view }: { view: ReportSetView }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={`${styles.header} ${styles.person}`}>
        {view.photo && <img className={styles.photo} src={view.photo} alt="" width={96} height={96} />}
        <div>
          <h1 className={styles.heading}>{view.name}</h1>
          {view.duty && <p className={styles.summary}>{view.duty}</p>}
          <p className={styles.summary}>{t('topic.reports.count', { count: view.total })}</p>
        </div>
      </header>
      {view.description && <p className={`${styles.header} ${styles.summary}`}>{view.description}</p>}
      <PagedArticles
        list={view.list}
        pageHref={(page) => reportsHref(view.id, page)}
        empty={t('topic.reports.empty')}
        label={t('topic.reports.title')}
        picturesLeft={view.picturesLeft}
      />
    </div>
  );
}
