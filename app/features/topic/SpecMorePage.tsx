import { Link } from 'react-router';
import { PagedArticles } from '~/features/lists/PagedArticles';
import { useI18n } from '~/i18n/context';
import type { SpecMoreView } from './loadSpecMore.server';
import { specMoreHref } from './specMoreHref';
import styles from './TopicPages.module.css';

export function SpecMorePage({ view }: { view: SpecMoreView }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {view.topic && (
          <Link className={styles.partOf} to={view.topic.href}>
            {t('topic.special.partOf', { name: view.topic.name })}
          </Link>
        )}
        <h1 className={styles.heading}>{view.name}</h1>
      </header>
      <PagedArticles
        list={view.list}
        pageHref={(page) => specMoreHref(view.columnId, page)}
        empty={t('topic.more.empty')}
        label={view.name}
        picturesLeft={view.picturesLeft}
      />
    </div>
  );
}
