import { Link } from 'react-router';
import type { Certificate } from '~/api/points/entities';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import styles from './PointsPage.module.css';

/** The blockchain certificates of the member's published contributions, each opening previewPDF.html. */
export function PointsCertificates({ certificates }: { certificates: Certificate[] }) {
  const { t } = useI18n();
  if (certificates.length === 0) return null;
  return (
    <>
      <h2 className={styles.heading}>{t('points.certificates')}</h2>
      <ul className={styles.history}>
        {certificates.map((c) => (
          <li key={c.fileId}>
            <span className={styles.what}>
              <Link to={`/previewPDF.html?url=${encodeURIComponent(c.url)}`}>{c.title}</Link>
              <time dateTime={new Date(c.issuedAt).toISOString()}>
                {formatDate(c.issuedAt, 'YYYY-MM-DD')}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
