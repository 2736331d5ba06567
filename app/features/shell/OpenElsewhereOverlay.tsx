// spec §2: a full-screen overlay telling the reader to open the page in a browser (or the app).
// Tapping anywhere closes it.
import { useI18n } from '~/i18n/context';
import { PointerToCornerIcon } from './deferredIcons';
import { hideOpenElsewhere, useOpenElsewhere } from './overlayStore';
import styles from './overlays.module.css';

export function OpenElsewhereOverlay() {
  const { t } = useI18n();
  const where = useOpenElsewhere();
  if (!where) return null;
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" onClick={hideOpenElsewhere}>
      <span className={styles.pointer}>
        <PointerToCornerIcon />
      </span>
      <p className={styles.hint}>{t(where === 'app' ? 'shell.openInApp' : 'shell.openInBrowser')}</p>
      <button type="button" className={styles.close} onClick={hideOpenElsewhere}>
        {t('shell.close')}
      </button>
    </div>
  );
}
