import { Link } from 'react-router';
import { ArticleList } from '~/features/lists/ArticleList';
import { useI18n } from '~/i18n/context';
import type { TopicView } from './loadSpecialTopic.server';
import { specMoreHref } from './specMoreHref';
import styles from './TopicPages.module.css';

/**
 * A topic's sections, each with its first items and a "more" link. An island (topicSections.ts): in the server HTML,
 * its list code loaded after the first paint, so the topic's first load has room for the like bar and comments.
 */
export default function TopicSections({ topic }: { topic: TopicView }) {
  const { t } = useI18n();
  return topic.sections.map((s, i) => (
    <section key={s.id} id={`section-${s.id}`} className={styles.section} aria-labelledby={`name-${s.id}`}>
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
  ));
}
