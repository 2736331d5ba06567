import { Suspense, type ReactNode } from 'react';
import { Interaction } from '~/features/ui/interaction/Interaction';
import { useI18n } from '~/i18n/context';
import type { TopicView } from './loadSpecialTopic.server';
import { Notice } from './Notice';
import { topicSections } from './topicSections';
import styles from './TopicPages.module.css';

/**
 * A special topic: its banner, title and summary, its sub-columns as tabs (links to the sections below, so they
 * work without JavaScript), each section with its first items and a "more" link to the sub-column's own page; then,
 * when the topic has its article, the like and share bar and `foot` (the comment section).
 */
export function SpecialTopicPage({ topic, foot }: { topic: TopicView; foot?: ReactNode }) {
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
          <Suspense fallback={null}>
            <topicSections.Component topic={topic} />
          </Suspense>
        </>
      )}
      {topic.interaction && <Interaction target={topic.interaction} />}
      {foot}
    </article>
  );
}
