import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { ResultItem } from './ResultItem';
import type { SearchData } from './searchData';
import { recallResults, rememberResults, type AppendedResults } from './searchMemory';
import { searchHref } from './searchUrl';
import styles from './SearchResults.module.css';
import { HotWords } from './StartPanel';

const eagerCount = 3;

/**
 * One tab's results. "More" is a link to the next page (without JavaScript it opens it); with JavaScript the next
 * page is fetched through this route's loader and appended, and kept in memory for this address so that coming
 * back from a result shows the same list.
 */
export function SearchResults({ data }: { data: SearchData }) {
  const { t } = useI18n();
  const address = useLocation().search;
  const fetcher = useFetcher<{ search: SearchData }>();
  const [appended, setAppended] = useState<AppendedResults>(
    () => recallResults(address) ?? { entries: [], nextPage: data.page + 1, hasMore: data.hasMore },
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = fetcher.data.search;
    if (next.state !== 'found' || next.page !== appended.nextPage) {
      setFailed(next.state !== 'found');
      return;
    }
    const seen = new Set([...data.entries, ...appended.entries].map((e) => e.item.id));
    const more = {
      entries: [...appended.entries, ...next.entries.filter((e) => !seen.has(e.item.id))],
      nextPage: next.page + 1,
      hasMore: next.hasMore,
    };
    setFailed(false);
    setAppended(more);
    rememberResults(address, more);
    // only a new answer appends
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  if (data.state === 'failed') {
    return (
      <div className={styles.note} role="alert">
        <p>{t('search.failed')}</p>
        <Link className={styles.button} to={searchHref(data.key, data.tabId, data.page)} replace>
          {t('common.retry')}
        </Link>
      </div>
    );
  }
  const entries = [...data.entries, ...appended.entries];
  if (entries.length === 0) {
    return (
      <div className={styles.note} role="status">
        <p>{t('search.empty', { key: data.key })}</p>
        {/* the hint names the hot words only when there are some to show */}
        <p className={styles.hint}>
          {t(data.hotWords.length > 0 ? 'search.emptyHint' : 'search.emptyHintNoHot')}
        </p>
        <HotWords words={data.hotWords} tabId={data.tabId} />
        {data.page > 0 && (
          <Link className={styles.button} to={searchHref(data.key, data.tabId)}>
            {t('search.firstPage')}
          </Link>
        )}
      </div>
    );
  }

  const nextHref = searchHref(data.key, data.tabId, appended.nextPage);
  const loading = fetcher.state !== 'idle';
  const loadMore = (event: MouseEvent) => {
    event.preventDefault();
    if (!loading) fetcher.load(nextHref);
  };
  return (
    <>
      <ul className={styles.list} aria-label={t('search.results')}>
        {entries.map((entry, index) => (
          <ResultItem
            key={`${entry.item.type}-${entry.item.id}`}
            entry={entry}
            searched={data.key}
            eager={index < eagerCount}
          />
        ))}
      </ul>
      <p className={styles.more}>
        {failed && (
          <span className={styles.failed} role="alert">
            {t('search.loadFailed')}
          </span>
        )}
        {appended.hasMore ? (
          <Link
            className={styles.button}
            to={nextHref}
            onClick={loadMore}
            aria-busy={loading || undefined}
            rel="next"
          >
            {loading ? t('common.loading') : failed ? t('common.retry') : t('common.loadMore')}
          </Link>
        ) : (
          <span className={styles.end}>{t('search.end')}</span>
        )}
      </p>
    </>
  );
}
