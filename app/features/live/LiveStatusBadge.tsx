import type { LiveStatus } from '~/api/lists/entities';
import { liveStatusKey } from '~/features/lists/liveStatus';
import { useI18n } from '~/i18n/context';
import styles from './LiveStatusBadge.module.css';

/** 预告, 直播中 or 已结束, each in its own colour. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { t } = useI18n();
  return (
    <span className={styles.badge} data-status={status}>
      {t(liveStatusKey(status))}
    </span>
  );
}
