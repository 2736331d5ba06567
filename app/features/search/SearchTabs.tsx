import { Link } from 'react-router';
import type { SearchTab } from '~/api/search/entities';
import { useI18n } from '~/i18n/context';
import { searchHref } from './searchUrl';
import styles from './SearchTabs.module.css';

/** The classify tabs: each a link to the same words in its tab (kept on the server, so they work without JS). */
export function SearchTabs({
  tabs,
  tabId,
  searched,
}: {
  tabs: SearchTab[];
  tabId: number;
  searched: string;
}) {
  const { t } = useI18n();
  return (
    <nav className={styles.nav} aria-label={t('search.tabs')}>
      <ul className={styles.bar}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              className={styles.tab}
              to={searchHref(searched, tab.id)}
              replace
              aria-current={tab.id === tabId ? 'page' : undefined}
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
