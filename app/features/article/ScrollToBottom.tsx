import { useI18n } from '~/i18n/context';
import styles from './ScrollToBottom.module.css';

export const articleEndId = 'article-end';

/** spec §2: the news detail has a scroll-to-bottom button. An anchor, so it needs no JavaScript. */
export function ScrollToBottom() {
  const { t } = useI18n();
  return (
    <a className={styles.button} href={`#${articleEndId}`} aria-label={t('article.scrollToBottom')}>
      <span className={styles.arrow} aria-hidden="true" />
    </a>
  );
}
