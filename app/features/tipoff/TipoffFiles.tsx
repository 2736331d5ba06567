// A tip-off's files from the scene: pictures as pictures, films with their poster, recordings with a player. Each
// has a name in the reader's language (第1张照片) so a screen reader can tell them apart.
import type { Attachment } from '~/api/uploads/entities';
import { useI18n } from '~/i18n/context';
import styles from './Tipoff.module.css';

export function TipoffFiles({ files }: { files: Attachment[] }) {
  const { t } = useI18n();
  if (files.length === 0) return null;
  const nth = { picture: 0, video: 0, audio: 0 };
  return (
    <ul className={styles.files} aria-label={t('tipoff.files')}>
      {files.map((f) => {
        nth[f.kind] += 1;
        const label = t(`tipoff.file.${f.kind}`, { n: nth[f.kind] });
        return (
          <li key={`${f.id}-${f.url}`} className={f.kind === 'audio' ? styles.audioFile : styles.file}>
            {f.kind === 'picture' ? (
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                <img src={f.url} alt={label} loading="lazy" decoding="async" className={styles.picture} />
              </a>
            ) : f.kind === 'video' ? (
              <video
                src={f.url}
                poster={f.poster || undefined}
                controls
                preload="none"
                playsInline
                aria-label={label}
                className={styles.video}
              />
            ) : (
              <audio src={f.url} controls preload="none" aria-label={label} className={styles.audio} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
