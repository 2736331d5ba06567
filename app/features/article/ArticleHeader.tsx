import { useI18n } from '~/i18n/context';
import type { ArticleView } from './articleView';
import styles from './ArticleHeader.module.css';

export function ArticleHeader({ article }: { article: ArticleView }) {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      {article.leadTitle && <p className={styles.lead}>{article.leadTitle}</p>}
      <h1 className={styles.title}>{article.title}</h1>
      {article.subtitle && <p className={styles.subtitle}>{article.subtitle}</p>}
      <p className={styles.facts}>
        {article.source && (
          <span>{t('article.credit', { role: t('article.role.source'), name: article.source })}</span>
        )}
        {article.time && <time>{article.time}</time>}
        {article.views && <span>{t('article.views', { count: article.views })}</span>}
      </p>
    </header>
  );
}
