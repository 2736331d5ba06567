import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList, type ListPage } from '~/features/ui/pager/usePagedList';
import { worksTabQuery, type Works } from './works';
import styles from './WorksTabs.module.css';

/** The articles tab: 20 a page, more appended in place (and kept for the way back). */
export default function WorksArticles(props: {
  first: ListPage<ListEntry>;
  listKey: string;
  title: string;
  empty: string;
}) {
  const more = usePagedList<Works, ListEntry>({
    first: props.first,
    key: props.listKey,
    query: (page) => worksTabQuery('articles', page),
    select: (d) => d.articles,
  });
  return (
    // the list's own heading under the page's h1 (its articles' titles are h3), for those who move by headings
    <section aria-labelledby={`${props.listKey}-title`}>
      <h2 id={`${props.listKey}-title`} className="visually-hidden">
        {props.title}
      </h2>
      {more.items.length > 0 ? (
        // the works sit under a short profile head: their first pictures are on the first screen (its LCP)
        <ArticleList entries={more.items} eagerFirst />
      ) : (
        <p className={styles.empty}>{props.empty}</p>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
