import { Suspense } from 'react';
import { Link } from 'react-router';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { useI18n } from '~/i18n/context';
import { worksTabQuery, type Works, type WorksTab } from './works';
import styles from './WorksTabs.module.css';

// The tabs' lists are split from the first load (the pages' budgets); the loader preloads the one it renders.
const worksArticles = preloadedLazy(() => import('./WorksArticles'));
const worksDynamics = preloadedLazy(() => import('./WorksDynamics'));

/** For the loader: the list the page will render, loaded before it renders. */
export const preloadWorks = (tab: WorksTab) => (tab === 'dynamics' ? worksDynamics : worksArticles).preload();

/** The words of one owner's tabs, already in the reader's language. */
export interface WorksTexts {
  /** the tabs' navigation */
  label: string;
  articles: string;
  dynamics: string;
  noArticles: string;
  noDynamics: string;
}

/**
 * A reporter's or an account's articles or dynamics, as two tabs (links: they work without JavaScript) and the
 * chosen tab's list, 20 articles or 10 dynamics a page, more appended in place. `owner` names the lists kept for
 * the way back (e.g. `reporter:301`).
 */
export function WorksTabs({ works, owner, texts }: { works: Works; owner: string; texts: WorksTexts }) {
  const { t } = useI18n();
  return (
    <>
      <nav className={styles.tabs} aria-label={texts.label}>
        {(['articles', 'dynamics'] as const).map((tab) => (
          <Link
            key={tab}
            className={styles.tab}
            to={worksTabQuery(tab, 0)}
            aria-current={works.tab === tab ? 'page' : undefined}
            replace
            preventScrollReset
          >
            {texts[tab]}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p className={styles.empty}>{t('common.loading')}</p>}>
        {works.articles && (
          <worksArticles.Component
            first={works.articles}
            listKey={`${owner}:articles`}
            title={texts.articles}
            empty={texts.noArticles}
          />
        )}
        {works.dynamics && (
          <worksDynamics.Component
            first={works.dynamics}
            listKey={`${owner}:dynamics`}
            title={texts.dynamics}
            empty={texts.noDynamics}
          />
        )}
      </Suspense>
    </>
  );
}
