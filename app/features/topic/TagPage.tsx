import { PagedArticles } from '~/features/lists/PagedArticles';
import { useI18n } from '~/i18n/context';
import type { TagView } from './loadCollections.server';
import styles from './TopicPages.module.css';

const tagHref = (tagId: number, page: number) => `/tagList/${tagId}.html${page ? `?page=${page}` : ''}`;

/** The articles carrying a tag, 20 a page. */
export function TagPage({ view }: { view: TagView }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('topic.tag.heading', { name: view.name })}</h1>
      </header>
      <PagedArticles
        list={view.list}
        pageHref={(page) => tagHref(view.id, page)}
        empty={t('topic.tag.empty')}
        picturesLeft={view.picturesLeft}
      />
    </div>
  );
}
