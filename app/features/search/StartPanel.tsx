import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { clearSearchHistory, useSearchHistory } from './searchHistory';
import { searchHref } from './searchUrl';
import styles from './StartPanel.module.css';

/** Before a search: the reader's past searches (this device; shown once the page runs) and the hot words. */
export function StartPanel({ hotWords, tabId }: { hotWords: string[]; tabId: number }) {
  const { t } = useI18n();
  const history = useSearchHistory();
  return (
    <>
      {history.length > 0 && (
        <section className={styles.section} aria-labelledby="search-history">
          <div className={styles.heading}>
            <h2 id="search-history" className={styles.title}>
              {t('search.history')}
            </h2>
            <button className={styles.clear} type="button" onClick={clearSearchHistory}>
              {t('search.clearHistory')}
            </button>
          </div>
          <WordLinks words={history} tabId={tabId} />
        </section>
      )}
      <HotWords words={hotWords} tabId={tabId} />
    </>
  );
}

/** The site's hot words, each a search of its own; nothing when the site names none. */
export function HotWords({ words, tabId }: { words: string[]; tabId: number }) {
  const { t } = useI18n();
  if (words.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-hot">
      <h2 id="search-hot" className={styles.title}>
        {t('search.hotWords')}
      </h2>
      <WordLinks words={words} tabId={tabId} />
    </section>
  );
}

function WordLinks({ words, tabId }: { words: string[]; tabId: number }) {
  return (
    <ul className={styles.words}>
      {words.map((word) => (
        <li key={word}>
          <Link className={styles.word} to={searchHref(word, tabId)}>
            {word}
          </Link>
        </li>
      ))}
    </ul>
  );
}
