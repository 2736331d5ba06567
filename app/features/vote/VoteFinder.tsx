import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { voteQuery, type VoteView } from './voteView';
import styles from './VotePage.module.css';

/** Search by name (a plain GET form: the page's own address with `q`, the same with or without JavaScript) and the theme tabs (vs_votetheme_list) as links. */
export function VoteFinder({ vote, themeId, query }: { vote: VoteView; themeId: number; query: string }) {
  const { t } = useI18n();
  return (
    <>
      <form method="get" role="search" className={styles.search}>
        <label className="visually-hidden" htmlFor="vote-search">
          {t('vote.search.label')}
        </label>
        <input
          id="vote-search"
          name="q"
          type="search"
          maxLength={40}
          defaultValue={query}
          placeholder={t('vote.search.placeholder')}
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          {t('vote.search.submit')}
        </button>
      </form>
      {!query && vote.themes.length > 1 && (
        <nav aria-label={t('vote.themes')} className={styles.tabs}>
          {vote.themes.map((theme) => (
            <Link
              key={theme.id}
              to={voteQuery({ themeId: theme.id })}
              replace
              preventScrollReset
              className={styles.tab}
              aria-current={theme.id === themeId ? 'page' : undefined}
            >
              {theme.name}
            </Link>
          ))}
        </nav>
      )}
      {query && (
        <p className={styles.searchState}>
          <span>{t('vote.search.results', { q: query })}</span>{' '}
          <Link to={voteQuery({ themeId })} replace>
            {t('vote.search.all')}
          </Link>
        </p>
      )}
    </>
  );
}
