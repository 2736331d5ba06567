import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { PrintedArticleLink } from './editionView';
import styles from './EditionPage.module.css';

/** The page's articles in reading order, each opening the article: the page read as a list. */
export function PageArticles({ articles }: { articles: PrintedArticleLink[] }) {
  const { t } = useI18n();
  return (
    <section className={styles.articles} aria-labelledby="page-articles">
      <h2 id="page-articles" className={styles.articlesTitle}>
        {t('paper.articles')}
      </h2>
      {articles.length === 0 ? (
        <p className={styles.empty}>{t('paper.noArticles')}</p>
      ) : (
        <ol className={styles.articleList}>
          {articles.map((article) => (
            <li key={article.id}>
              <Link className={styles.articleLink} to={article.href}>
                {article.introTitle && <span className={styles.introTitle}>{article.introTitle}</span>}
                <span className={styles.articleTitle}>{article.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
