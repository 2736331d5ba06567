import { DynamicCard } from '~/features/ui/dynamics/DynamicCard';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList, type ListPage } from '~/features/ui/pager/usePagedList';
import { worksTabQuery, type Works } from './works';
import styles from './WorksTabs.module.css';

/** The dynamics tab: more appended while at least 10 come back (spec §4). */
export default function WorksDynamics(props: {
  first: ListPage<DynamicEntry>;
  listKey: string;
  title: string;
  empty: string;
}) {
  const more = usePagedList<Works, DynamicEntry>({
    first: props.first,
    key: props.listKey,
    query: (page) => worksTabQuery('dynamics', page),
    select: (d) => d.dynamics,
  });
  return (
    // the list's own heading under the page's h1 (its articles' titles are h3), for those who move by headings
    <section aria-labelledby={`${props.listKey}-title`}>
      <h2 id={`${props.listKey}-title`} className="visually-hidden">
        {props.title}
      </h2>
      {more.items.map((entry) => (
        <DynamicCard key={entry.dynamic.id} entry={entry} linked />
      ))}
      {more.items.length === 0 && <p className={styles.empty}>{props.empty}</p>}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
