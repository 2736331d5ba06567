import { Suspense } from 'react';
import { Link } from 'react-router';
import { PagedArticles } from '~/features/lists/PagedArticles';
import { useI18n } from '~/i18n/context';
import { columnAdsIsland } from './columnAdsIsland';
import type { ColumnView } from './loadColumn.server';
import styles from './TopicPages.module.css';

/**
 * A column with its child columns as tabs (links, so they work without JavaScript) and the chosen tab's list.
 * `share`: the share landing page, whose tabs and pages stay on share addresses. With ads, the list is drawn by the
 * ads' island (ColumnAds), so their code stays out of the first load.
 */
export function ColumnPage({ view, share = false }: { view: ColumnView; share?: boolean }) {
  const { t } = useI18n();
  const to = (columnId: number, tabId: number, page = 0) =>
    `/${share ? 'columnShare' : 'columnDetail'}/${columnId}/${tabId}.html${page ? `?page=${page}` : ''}`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.name}</h1>
        {view.description && <p className={styles.summary}>{view.description}</p>}
      </header>
      {view.tabs.length > 0 && (
        <nav className={styles.tabs} aria-label={t('topic.column.tabs')}>
          {view.tabs.map((tab) => (
            <Link
              key={tab.id}
              to={to(view.id, tab.id)}
              aria-current={tab.id === view.selected ? 'page' : undefined}
              className={tab.id === view.selected ? styles.current : undefined}
            >
              {tab.name}
            </Link>
          ))}
        </nav>
      )}
      <PagedArticles
        list={view.list}
        pageHref={(page) => to(view.id, view.selected, page)}
        empty={t('topic.more.empty')}
        picturesLeft={view.picturesLeft}
      >
        {(view.ads.length > 0 || view.banner) && (
          <Suspense fallback={null}>
            <columnAdsIsland.Component
              entries={view.list.entries}
              ads={view.ads}
              banner={view.banner}
              picturesLeft={view.picturesLeft}
            />
          </Suspense>
        )}
      </PagedArticles>
    </div>
  );
}
