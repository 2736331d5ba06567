import { useI18n } from '~/i18n/context';
import { DownloadOffer } from './DownloadOffer';
import type { DownloadLinks } from './loadInvite.server';
import styles from './Invite.module.css';

/** downloadClient.html: the app's store links, the one for this phone first. */
export function DownloadPage({ links }: { links: DownloadLinks }) {
  const { t } = useI18n();
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <h1 id="download-title" className={styles.title}>
        {t('invite.downloadTitle')}
      </h1>
      <p>{t('invite.downloadIntro')}</p>
      <DownloadOffer links={links} />
    </section>
  );
}
