import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { RelatedClip } from './clipView';
import styles from './ClipFeed.module.css';

/** The four related videos, after the last clip of the feed. */
export function RelatedClips({ related }: { related: RelatedClip[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.related}>
      <h2 className={styles.relatedTitle}>{t('shortVideo.related')}</h2>
      <ul className={styles.relatedList}>
        {related.map((clip) => (
          <li key={clip.id}>
            <Link className={styles.relatedLink} to={clip.href}>
              {clip.poster && <img src={clip.poster} alt="" width={180} height={320} loading="lazy" />}
              <span>{clip.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
