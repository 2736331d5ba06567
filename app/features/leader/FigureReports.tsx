import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { figurePageQuery, type FigureData } from './leaderData';
import styles from './LeaderPages.module.css';

/** The reports of a leader's activities, 20 a page, more appended in place. */
export default function FigureReports({ data }: { data: FigureData }) {
  const { t } = useI18n();
  const more = usePagedList<FigureData, ListEntry>({
    first: data.reports,
    key: `figure:${data.leader.id}`,
    query: figurePageQuery,
    select: (d) => d.reports,
  });
  return (
    <section aria-label={t('leader.reports')}>
      {more.items.length > 0 ? (
        <ArticleList entries={more.items} />
      ) : (
        <p className={styles.empty}>{t('leader.noReports')}</p>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
