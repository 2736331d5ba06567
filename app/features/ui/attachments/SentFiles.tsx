// The files a reader sent with a tip-off or a submission: pictures as pictures (opening the full copy), films with
// their poster, recordings with a player. Each carries the name its area gives it (第1张照片) so a screen reader
// tells them apart; every address was checked http(s) by the area's parser.
import type { Attachment, AttachmentKind } from '~/api/uploads/entities';
import styles from './SentFiles.module.css';

export function SentFiles({
  files,
  label,
  name,
}: {
  files: Attachment[];
  /** the list's name */
  label: string;
  /** the n-th file of a kind's name, from 1 */
  name: (kind: AttachmentKind, n: number) => string;
}) {
  if (files.length === 0) return null;
  const nth: Record<AttachmentKind, number> = { picture: 0, video: 0, audio: 0 };
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((f) => {
        nth[f.kind] += 1;
        const fileName = name(f.kind, nth[f.kind]);
        return (
          <li key={`${f.id}-${f.url}`} className={f.kind === 'audio' ? styles.audioFile : styles.file}>
            {f.kind === 'picture' ? (
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                <img src={f.url} alt={fileName} loading="lazy" decoding="async" className={styles.picture} />
              </a>
            ) : f.kind === 'video' ? (
              <video
                src={f.url}
                poster={f.poster || undefined}
                controls
                preload="none"
                playsInline
                aria-label={fileName}
                className={styles.video}
              />
            ) : (
              <audio src={f.url} controls preload="none" aria-label={fileName} className={styles.audio} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
