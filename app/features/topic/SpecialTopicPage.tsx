import { Link } from 'react-router';
import { ArticleList } from '~/features/lists/ArticleList';
import { useI18n } from '~/i18n/context';
import type { TopicView } from './loadSpecialTopic.server';
import { Notice } from './Notice';
import { specMoreHref } from './specMoreHref';
import styles from './TopicPages.module.css';

/**
 * A special topic: its banner, title and summary, its sub-columns as tabs (links to the sections below, so they
 * work without JavaScript), each section with its first items and a "more" link to the sub-column's own page.
 */
export function SpecialTopicPage({ topic }: { topic: TopicView }) {
  const { t } = useI18n();
  return (
    <article className={styles.page}>
      {topic.banner && (
        <img
          className={styles.banner}
          src={topic.banner}
          alt=""
          width={750}
          height={250}
          fetchPriority="high"
        />
      )}
      <header className={styles.header}>
        <h1 className={styles.heading}>{topic.title}</h1>
        {topic.summary && <p className={styles.summary}>{topic.summary}</p>}
      </header>
      {topic.sections.length === 0 ? (
        <Notice message={t('topic.special.noSections')} />
      ) : (
        <>
          <nav className={styles.tabs} aria-label={t('topic.special.sections')}>
            {topic.sections.map((s) => (
              <a key={s.id} href={`#section-${s.id}`}>
                {s.name}
              </a>
            ))}
          </nav>
          {topic.sections.map((s, i) => (
            <section
              key={s.id}
              id={`section-${s.id}`}
              className={styles.section}
              aria-labelledby={`name-${s.id}`}
            >
              <h2 className={styles.sectionName} id={`name-${s.id}`}>
                {s.name}
              </h2>
              <ArticleList entries={s.entries} picturesLeft={topic.picturesLeft} eagerFirst={i === 0} />
              <Link
                className={styles.more}
                to={specMoreHref(s.id)}
                aria-label={t('topic.special.moreIn', { name: s.name })}
              >
                {t('topic.special.more')}
              </Link>
            </section>
          ))}
        </>
      )}
    </article>
  );
}
