import type { ReactNode } from 'react';
import { useI18n } from '~/i18n/context';
import type { ArticleView } from '../articleView';
import styles from './media.module.css';

/**
 * The gallery and video pages' heading: title, source, time, views (and what the page adds, e.g. a picture
 * count). Their own, not the news detail's: a module shared with that page would cost its first load a chunk.
 */
export function MediaHeader({ article, children }: { article: ArticleView; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.facts}>
        {article.source && <span>{article.source}</span>}
        {article.time && <time>{article.time}</time>}
        {article.views && <span>{t('article.views', { count: article.views })}</span>}
        {children}
      </p>
    </header>
  );
}
