// spec §2/§4: shown while messenger authorisation runs (status 1). The platform layer decides when.
import { useI18n } from '~/i18n/context';
import styles from './overlays.module.css';

export function AuthorisingPopup({ open }: { open: boolean }) {
  const { t } = useI18n();
  if (!open) return null;
  return (
    <div className={styles.popup} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t('shell.authorising')}
    </div>
  );
}
