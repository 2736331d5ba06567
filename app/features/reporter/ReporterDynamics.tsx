import { DynamicCard } from '~/features/ui/dynamics/DynamicCard';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { reporterTabQuery, type ReporterData } from './reporterData';
import styles from './ReporterPage.module.css';

/** A reporter's dynamics (记者动态), more appended while at least 10 come back (spec §4). */
export default function ReporterDynamics({
  data,
  first,
}: {
  data: ReporterData;
  first: NonNullable<ReporterData['dynamics']>;
}) {
  const { t } = useI18n();
  const more = usePagedList<ReporterData, DynamicEntry>({
    first,
    key: `reporter:${data.reporter.id}:dynamics`,
    query: (page) => reporterTabQuery('dynamics', page),
    select: (d) => d.dynamics,
  });
  return (
    <section aria-label={t('reporter.dynamics')}>
      {more.items.map((entry) => (
        <DynamicCard key={entry.dynamic.id} entry={entry} linked />
      ))}
      {more.items.length === 0 && <p className={styles.empty}>{t('reporter.noDynamics')}</p>}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
