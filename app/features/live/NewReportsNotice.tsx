import { useI18n } from '~/i18n/context';
import styles from './NewReportsNotice.module.css';

/**
 * spec §2: 有新的直播内容，点击刷新. Floats over the page (fixed), so showing it moves nothing the reader is reading;
 * a tap brings the new reports in and goes to the top of the list.
 */
export function NewReportsNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.slot} aria-live="polite">
      {count > 0 && (
        <button type="button" className={styles.notice} onClick={onShow}>
          {t('live.newReports')}
        </button>
      )}
    </div>
  );
}
