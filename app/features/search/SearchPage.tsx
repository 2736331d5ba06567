import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { SearchBox } from './SearchBox';
import type { SearchData } from './searchData';
import { rememberSearch } from './searchHistory';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';
import { StartPanel } from './StartPanel';
import { maxKeyLength } from './searchUrl';
import styles from './SearchPage.module.css';

export function SearchPage({ data }: { data: SearchData }) {
  const { t } = useI18n();
  const address = useLocation().search;
  const searched = data.state === 'found' ? data.key : '';

  useEffect(() => {
    if (searched) rememberSearch(searched);
  }, [searched]);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        {searched ? t('search.resultsTitle', { key: searched }) : t('search.title')}
      </h1>
      <SearchBox searched={data.key} tabId={data.tabId} />
      {data.state === 'blank' && (
        <p className={styles.notice} role="status">
          {t('search.blank')}
        </p>
      )}
      {data.state === 'tooLong' && (
        <p className={styles.notice} role="alert">
          {t('search.tooLong', { max: maxKeyLength })}
        </p>
      )}
      {data.state === 'found' || data.state === 'failed' ? (
        <>
          <SearchTabs tabs={data.tabs} tabId={data.tabId} searched={data.key} />
          <SearchResults key={address} data={data} />
        </>
      ) : (
        <StartPanel hotWords={data.hotWords} tabId={data.tabId} />
      )}
    </div>
  );
}
