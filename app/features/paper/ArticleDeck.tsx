import { Link, useHref } from 'react-router';
import { useSwipe } from '~/features/ui/swipe/useSwipe';
import { useI18n } from '~/i18n/context';
import type { DeckArticle } from './editionView';
import type { useTurnPage } from './useTurnPage';
import styles from './EditionPage.module.css';

/** The article a swipe reaches next, asked for ahead at the browser's leisure, so it opens at once. */
function Ahead({ to }: { to: string }) {
  return <link rel="prefetch" href={useHref(to)} />;
}

/**
 * The day read as articles only, one at a time: swiped sideways from article to article across the pages (as the
 * pages themselves are), turned in place with the address following (`turning`, EditionPage's useTurnPage over the
 * deck), the neighbours' articles fetched ahead. Without JavaScript the arrows are links to each article's own
 * address in this reading, and the day's list stands under it as before.
 */
export function ArticleDeck({
  deck,
  turning: { shown, turn, onLinkClick },
}: {
  deck: DeckArticle[];
  turning: ReturnType<typeof useTurnPage>;
}) {
  const { t } = useI18n();
  const previous = deck[shown - 1];
  const next = deck[shown + 1];
  const swipe = useSwipe('x', next && (() => turn(shown + 1)), previous && (() => turn(shown - 1)));
  const current = deck[shown];
  if (!current) return null;
  const { article } = current;
  return (
    <section className={styles.deck} aria-labelledby="article-deck">
      <h2 id="article-deck" className="visually-hidden">
        {t('paper.deck')}
      </h2>
      <div className={styles.deckCard} {...swipe}>
        <p className={styles.deckPlace} aria-live="polite">
          {t('paper.deckPlace', { page: current.pageLabel, n: shown + 1, count: deck.length })}
        </p>
        {article.introTitle && <p className={styles.introTitle}>{article.introTitle}</p>}
        <h3 className={styles.deckTitle}>{article.title}</h3>
        {article.summary && <p className={styles.summary}>{article.summary}</p>}
        <Link className={styles.turnLink} to={article.href}>
          {t('paper.readArticle')}
          <span className="visually-hidden">{article.title}</span>
        </Link>
      </div>
      <nav className={styles.turn} aria-label={t('paper.turnArticles')}>
        {previous ? (
          <Link className={styles.turnLink} to={previous.href} replace onClick={onLinkClick(shown - 1)}>
            {t('paper.previousArticle')}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link className={styles.turnLink} to={next.href} replace onClick={onLinkClick(shown + 1)}>
            {t('paper.nextArticle')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {[previous, next].map((near) => near && <Ahead key={near.href} to={near.article.href} />)}
    </section>
  );
}
