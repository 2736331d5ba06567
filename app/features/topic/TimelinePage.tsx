import { ArticleList } from '~/features/lists/ArticleList';
import { useI18n } from '~/i18n/context';
import type { TimelineView } from './loadCollections.server';
import { Notice } from './Notice';
import styles from './TopicPages.module.css';

/** A hot point's time axis (热点详情): its entries oldest first, each with its date and, where told, its article. */
export function TimelinePage({ view }: { view: TimelineView }) {
  const { t } = useI18n();
  return (
    <article className={styles.page}>
      {view.picture && (
        <img
          className={styles.banner}
          src={view.picture}
          alt=""
          width={750}
          height={250}
          fetchPriority="high"
        />
      )}
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.title}</h1>
        {view.summary && <p className={styles.summary}>{view.summary}</p>}
      </header>
      {view.entries.length === 0 ? (
        <Notice message={t('topic.timeline.empty')} />
      ) : (
        <ol className={styles.axis} aria-label={t('topic.timeline.axis')}>
          {view.entries.map((e) => (
            <li key={e.id} className={styles.point}>
              {e.date && (
                <time className={styles.date} dateTime={e.dateTime}>
                  {e.date}
                </time>
              )}
              <h2 className={styles.pointTitle}>{e.title}</h2>
              {e.text && <p className={styles.summary}>{e.text}</p>}
              {e.entry && <ArticleList entries={[e.entry]} />}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
