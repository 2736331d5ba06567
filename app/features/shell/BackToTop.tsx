// spec §2/§9: appears after 300 px of scrolling; takes the page back up by halving the distance every 30 ms.
import { useEffect, useRef } from 'react';
import { useI18n } from '~/i18n/context';
import { ArrowUpIcon } from './deferredIcons';
import { scrollToTop } from './scrollToTop';
import { useBackToTopVisible } from './scrollWatch';
import styles from './BackToTop.module.css';

export function BackToTop() {
  const { t } = useI18n();
  const visible = useBackToTopVisible();
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);

  if (!visible) return null;
  const goUp = () => {
    stop.current?.();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) window.scrollTo(0, 0);
    else stop.current = scrollToTop();
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('shell.backToTop')}
      onClick={goUp}
      data-floating
    >
      <ArrowUpIcon />
    </button>
  );
}
