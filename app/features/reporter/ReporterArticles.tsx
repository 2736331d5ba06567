import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { reporterTabQuery, type ReporterData } from './reporterData';
import styles from './ReporterPage.module.css';

/** All of a reporter's articles, 20 a page, more appended in place (and kept for the way back). */
export default function ReporterArticles({
  data,
  first,
}: {
  data: ReporterData;
  first: NonNullable<ReporterData['articles']>;
}) {
  const { t } = useI18n();
  const more = usePagedList<ReporterData, ListEntry>({
    first,
    key: `reporter:${data.reporter.id}:articles`,
    query: (page) => reporterTabQuery('articles', page),
    select: (d) => d.articles,
  });
  return (
    <section aria-label={t('reporter.allArticles')}>
      {more.items.length > 0 ? (
        <ArticleList entries={more.items} />
      ) : (
        <p className={styles.empty}>{t('reporter.noArticles')}</p>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
