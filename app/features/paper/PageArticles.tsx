import { Link } from 'react-router';
import type { PrintedArticleLink } from './editionView';
import styles from './EditionPage.module.css';

/**
 * Printed articles as a list under a heading, each opening the article: a page read as a list, a page of the day
 * read as articles only (with each article's summary), or what the edition's search found.
 */
export function PageArticles<A extends PrintedArticleLink>({
  id,
  title,
  articles,
  empty,
  withSummary = false,
  note,
}: {
  id: string;
  title: string;
  articles: A[];
  empty: string;
  withSummary?: boolean;
  /** a line under each article (the page the search found it on) */
  note?: (article: A) => string;
}) {
  return (
    <section className={styles.articles} aria-labelledby={id}>
      <h2 id={id} className={styles.articlesTitle}>
        {title}
      </h2>
      {articles.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.articleList}>
          {articles.map((article) => (
            <li key={article.id}>
              <Link className={styles.articleLink} to={article.href}>
                {article.introTitle && <span className={styles.introTitle}>{article.introTitle}</span>}
                <span className={styles.articleTitle}>{article.title}</span>
                {withSummary && article.summary && <span className={styles.summary}>{article.summary}</span>}
                {note && <span className={styles.introTitle}>{note(article)}</span>}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
