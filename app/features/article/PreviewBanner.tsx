import { useI18n } from '~/i18n/context';
import styles from './PreviewBanner.module.css';

export function PreviewBanner() {
  const { t } = useI18n();
  return (
    <p className={styles.banner} role="note">
      {t('article.preview')}
    </p>
  );
}
