import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useI18n } from '~/i18n/context';
import styles from './PullToRefresh.module.css';

/** How far (CSS px) the indicator must come down before letting go refreshes; the finger moves twice as far. */
const releaseAt = 48;
const pullLimit = 72;
const refreshingHeight = 32;

/**
 * Pull down at the very top of the page to refresh. Touch events only, no library: the
 * indicator slides down with the finger (half its distance, so it feels elastic).
 */
export function PullToRefresh({
  refreshing,
  onRefresh,
  children,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const start = useRef<number | undefined>(undefined);
  const [pull, setPull] = useState(0);

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 ? event.touches[0]?.clientY : undefined;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === undefined) return;
    const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
    setPull(distance > 0 && window.scrollY <= 0 ? Math.min(distance / 2, pullLimit) : 0);
  };
  const onTouchEnd = () => {
    if (pull >= releaseAt) onRefresh();
    start.current = undefined;
    setPull(0);
  };

  const label = refreshing
    ? t('home.refreshing')
    : pull >= releaseAt
      ? t('home.releaseToRefresh')
      : t('home.pullToRefresh');
  const offset = refreshing ? refreshingHeight : pull;

  return (
    <div
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={styles.indicator}
        // set from script only, so the server HTML carries no inline style for the CSP to refuse
        style={offset ? { height: `${offset}px` } : undefined}
        role="status"
        aria-live="polite"
      >
        {offset > 0 && <span className={styles.label}>{label}</span>}
      </div>
      {children}
    </div>
  );
}
