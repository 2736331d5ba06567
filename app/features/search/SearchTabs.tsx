import { Link } from 'react-router';
import type { SearchTab } from '~/api/search/entities';
import { useI18n } from '~/i18n/context';
import { searchHref } from './searchUrl';
import styles from './SearchTabs.module.css';

/** What a tab searches, by its tclass (spec §3's default tabs), for its name in the reader's language. */
const kinds: Partial<Record<number, 'news' | 'video' | 'topic' | 'accounts'>> = {
  [-1]: 'news',
  2: 'video',
  3: 'topic',
  15: 'accounts',
};

/**
 * The classify tabs: each a link to the same words in its tab (kept on the server, so they work without JS). A tab
 * is named by the publisher in Chinese; in the other languages a tab of a kind the catalogs know takes their word.
 */
export function SearchTabs({
  tabs,
  tabId,
  searched,
}: {
  tabs: SearchTab[];
  tabId: number;
  searched: string;
}) {
  const { lang, t } = useI18n();
  const nameOf = (tab: SearchTab) => {
    const kind = kinds[tab.tclass];
    return lang === 'zh' || !kind ? tab.name : t(`search.tab.${kind}`);
  };
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
              {nameOf(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
