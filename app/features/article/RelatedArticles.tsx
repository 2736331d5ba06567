import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { useI18n } from '~/i18n/context';
import styles from './RelatedArticles.module.css';

/** Loaded after the first paint (an island, ArticlePage): the article's own first load stays within its budget. */
export default function RelatedArticles({ entries }: { entries: ListEntry[] }) {
  const { t } = useI18n();
  if (!entries.length) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 className={styles.heading} id="related-heading">
        {t('article.related')}
      </h2>
      <ArticleList entries={entries} />
    </section>
  );
}
