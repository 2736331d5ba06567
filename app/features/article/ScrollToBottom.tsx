import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/context';
import styles from './ScrollToBottom.module.css';

export const articleEndId = 'article-end';

/**
 * spec §2: the news detail has a scroll-to-bottom button. An anchor, so it needs no JavaScript; with it, the button
 * leaves once the article's end is on the screen or above it: there is nothing further down to jump to.
 */
export function ScrollToBottom() {
  const { t } = useI18n();
  const [reached, setReached] = useState(false);

  useEffect(() => {
    const end = document.getElementById(articleEndId);
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const watch = new IntersectionObserver(([entry]) => {
      if (entry) setReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    watch.observe(end);
    return () => watch.disconnect();
  }, []);

  if (reached) return null;
  return (
    <a
      className={styles.button}
      href={`#${articleEndId}`}
      aria-label={t('article.scrollToBottom')}
      data-floating
    >
      <span className={styles.arrow} aria-hidden="true" />
    </a>
  );
}
