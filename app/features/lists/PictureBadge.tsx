import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { useI18n } from '~/i18n/context';
import { formatDuration } from './duration';
import { liveStatusKey } from './liveStatus';
import styles from './PictureBadge.module.css';

/** What sits on a picture's corner: a video's length, a gallery's size, a live's state. */
export function PictureBadge({ item }: { item: ArticleSummary }) {
  const { t } = useI18n();
  if (item.type === ArticleType.video) {
    return (
      <span className={styles.badge}>
        <span className={styles.play} aria-hidden="true" />
        {item.duration ? (
          <span aria-label={t('lists.duration', { duration: formatDuration(item.duration) })}>
            {formatDuration(item.duration)}
          </span>
        ) : (
          <span>{t('lists.badge.video')}</span>
        )}
      </span>
    );
  }
  if (item.type === ArticleType.gallery && item.picCount > 0) {
    return <span className={styles.badge}>{t('lists.pictureCount', { count: item.picCount })}</span>;
  }
  if (item.type === ArticleType.live && item.liveStatus !== undefined) {
    return (
      <span className={`${styles.badge} ${item.liveStatus === 1 ? styles.live : ''}`}>
        {t(liveStatusKey(item.liveStatus))}
      </span>
    );
  }
  return null;
}
