import { memo } from 'react';
import type { LiveReport } from '~/api/live/entities';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import styles from './ReportList.module.css';

/**
 * The reports as text (never HTML), pinned first; pictures in a grid of fixed squares, so nothing resizes, each
 * report's pictures a set that a tap opens in the gallery viewer.
 */
export function ReportList({ reports }: { reports: LiveReport[] }) {
  const { t } = useI18n();
  if (reports.length === 0) return <p className={styles.empty}>{t('live.empty')}</p>;
  return (
    <ol className={styles.list}>
      {reports.map((report) => (
        <Report key={report.id} report={report} />
      ))}
    </ol>
  );
}

const Report = memo(function Report({ report }: { report: LiveReport }) {
  const { t } = useI18n();
  return (
    <li className={styles.report} data-report-id={report.id}>
      <p className={styles.meta}>
        {report.pinned && <span className={styles.pinned}>{t('live.pinned')}</span>}
        <time dateTime={new Date(report.time).toISOString()}>{formatDate(report.time, 'MM-DD HH:mm')}</time>
        {report.author && <span>{report.author}</span>}
      </p>
      <p className={styles.content}>{report.content}</p>
      {report.pictures.length > 0 && (
        // one report's pictures are one set for the gallery viewer (the idle shell's GalleryTaps: a tap opens it)
        <ul className={styles.pictures} data-count={Math.min(report.pictures.length, 3)} data-gallery>
          {report.pictures.map((url, i) => (
            <li key={`${i}-${url}`}>
              <figure>
                <img src={url} alt={t('live.picture', { n: i + 1 })} loading="lazy" decoding="async" />
              </figure>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});
