import { DynamicCard } from '~/features/ui/dynamics/DynamicCard';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { accountTabQuery, type AccountData } from './accountData';
import styles from './AccountPage.module.css';

type Shown = Extract<AccountData, { discarded: false }>;

/** An account's dynamics, more appended while at least 10 come back (spec §4). */
export default function AccountDynamics({
  data,
  first,
}: {
  data: Shown;
  first: NonNullable<Shown['dynamics']>;
}) {
  const { t } = useI18n();
  const more = usePagedList<Shown, DynamicEntry>({
    first,
    key: `xy:${data.account.id}:dynamics`,
    query: (page) => accountTabQuery('dynamics', page),
    select: (d) => d.dynamics,
  });
  return (
    <section aria-label={t('subscription.dynamics')}>
      {more.items.map((entry) => (
        <DynamicCard key={entry.dynamic.id} entry={entry} linked />
      ))}
      {more.items.length === 0 && <p className={styles.empty}>{t('subscription.noDynamics')}</p>}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
