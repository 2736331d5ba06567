import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { ArticleDeck } from './ArticleDeck';
import { EditionSearchBox } from './EditionSearchBox';
import type { EditionView } from './editionView';
import { IssuePicker } from './IssuePicker';
import { PageArticles } from './PageArticles';
import { PageSheet } from './PageSheet';
import { PageStrip } from './PageStrip';
import { useTurnPage } from './useTurnPage';
import styles from './EditionPage.module.css';

/**
 * paperSharePage: a day of the printed paper, read page by page (the page's picture with its areas, its articles
 * below) or as its articles only (one at a time, swiped, over the day's list page after page); the day's pages, the
 * days, and search within the day.
 */
export function EditionPage({ view }: { view: EditionView }) {
  const { t } = useI18n();
  const { shown, turn, onLinkClick } = useTurnPage(view.sheets, view.index);
  const articles = useTurnPage(view.deck, view.deckIndex);
  const sheet = view.sheets[shown];
  const previous = view.sheets[shown - 1];
  const next = view.sheets[shown + 1];
  const byPages = view.reading === 'pages';
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          {view.paperName || t('paper.title')}
          {sheet && byPages && <span className={styles.pageLabel}>{sheet.label}</span>}
        </h1>
        <IssuePicker months={view.months} dateLabel={view.dateLabel} />
        {/* read as articles, 看版面 opens the page of the article being read */}
        <Link className={styles.readingLink} to={view.deck[articles.shown]?.pageHref ?? view.otherReading}>
          {byPages ? t('paper.articlesOnly') : t('paper.byPages')}
        </Link>
      </header>
      <EditionSearchBox action={sheet?.href ?? view.searchAction} searched={view.search?.key ?? ''} />
      {view.search ? (
        <SearchFound search={view.search} back={sheet?.href ?? view.searchAction} />
      ) : !sheet ? (
        <p className={styles.empty}>{t('paper.noPages')}</p>
      ) : byPages ? (
        <>
          <PageStrip sheets={view.sheets} shown={shown} onPick={onLinkClick} />
          <PageSheet
            // a new page is a new picture: the old one must not stand under the new areas while it loads
            key={sheet.href}
            sheet={sheet}
            onNext={next && (() => turn(shown + 1))}
            onPrevious={previous && (() => turn(shown - 1))}
          />
          <nav className={styles.turn} aria-label={t('paper.turn')}>
            {previous ? (
              <Link className={styles.turnLink} to={previous.href} replace onClick={onLinkClick(shown - 1)}>
                {t('paper.previousPage')}
              </Link>
            ) : (
              <span />
            )}
            {sheet.pdf && (
              <a className={styles.turnLink} href={sheet.pdf} type="application/pdf">
                {t('paper.pdf')}
              </a>
            )}
            {next ? (
              <Link className={styles.turnLink} to={next.href} replace onClick={onLinkClick(shown + 1)}>
                {t('paper.nextPage')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
          {/* the pages a swipe reaches, asked for ahead at the browser's leisure */}
          {[previous, next].map(
            (near) => near && <link key={near.href} rel="prefetch" as="image" href={near.image} />,
          )}
          <PageArticles
            id="page-articles"
            title={t('paper.articles')}
            articles={sheet.articles}
            empty={t('paper.noArticles')}
          />
        </>
      ) : (
        <>
          <ArticleDeck deck={view.deck} turning={articles} />
          {view.sheets.map((page) => (
            <PageArticles
              key={page.number}
              id={`page-${page.number}`}
              title={page.label}
              articles={page.articles}
              empty={t('paper.noArticles')}
              withSummary
            />
          ))}
        </>
      )}
    </div>
  );
}

function SearchFound({ search, back }: { search: NonNullable<EditionView['search']>; back: string }) {
  const { t } = useI18n();
  const empty =
    search.state === 'tooLong'
      ? t('paper.searchTooLong')
      : search.state === 'failed'
        ? t('paper.searchFailed')
        : t('paper.searchNone', { key: search.key });
  return (
    <>
      <PageArticles
        id="edition-found"
        title={t('paper.searchFound', { key: search.key })}
        articles={search.found}
        empty={empty}
        note={(article) => article.pageLabel}
      />
      <p className={styles.searchBack}>
        <Link className={styles.turnLink} to={back}>
          {t('paper.searchBack')}
        </Link>
      </p>
    </>
  );
}
