import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { useI18n } from '~/i18n/context';
import styles from './media.module.css';

export function MediaRelated({ entries }: { entries: ListEntry[] }) {
  const { t } = useI18n();
  if (!entries.length) return null;
  return (
    <section className={styles.related} aria-labelledby="media-related">
      <h2 className={styles.heading} id="media-related">
        {t('article.related')}
      </h2>
      <ArticleList entries={entries} />
    </section>
  );
}
