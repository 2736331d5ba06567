import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { ArticleList } from './ArticleList';
import type { ListEntry } from './listEntry';
import styles from './PagedArticles.module.css';

export interface ArticlePage {
  entries: ListEntry[];
  /** from 0 */
  page: number;
  hasMore: boolean;
}

/**
 * One page of a long list, 20 items, with plain links to the pages before and after (`?page=`), so it pages without
 * JavaScript; `empty` is said when the first page has nothing. `children`, when given, draw the page's items instead of
 * the plain list (a column's page with its ads among them).
 */
export function PagedArticles({
  list,
  pageHref,
  empty,
  label,
  picturesLeft,
  children,
}: {
  list: ArticlePage;
  pageHref: (page: number) => string;
  empty: string;
  label?: string;
  picturesLeft?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  if (list.entries.length === 0 && list.page === 0) return <p className={styles.state}>{empty}</p>;
  return (
    <>
      {children ?? <ArticleList entries={list.entries} label={label} eagerFirst picturesLeft={picturesLeft} />}
      <nav className={styles.pages}>
        {list.page > 0 && (
          <Link to={pageHref(list.page - 1)} rel="prev">
            {t('lists.page.previous')}
          </Link>
        )}
        {list.hasMore ? (
          <Link to={pageHref(list.page + 1)} rel="next">
            {t('lists.page.next')}
          </Link>
        ) : (
          <span>{t('common.noMore')}</span>
        )}
      </nav>
    </>
  );
}
