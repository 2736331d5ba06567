import { Link } from 'react-router';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { safeHttpUrl } from '~/lib/safeUrl';
import { href } from '~/lib/paths';
import type { DynamicEntry } from './dynamicEntry';
import styles from './DynamicCard.module.css';

/**
 * One dynamic: its text (plain text, never HTML), time, pictures and videos (its attachments). In a list the text
 * opens its page (`linked`); on its own page it does not.
 */
export function DynamicCard({ entry, linked = false }: { entry: DynamicEntry; linked?: boolean }) {
  const { dynamic, time } = entry;
  const pictures = dynamic.pictures.map((p) => pictureUrl(p)).filter((p) => p !== undefined);
  const videos = dynamic.videos.flatMap((v) => {
    const src = safeHttpUrl(v.url);
    return src ? [{ src, poster: pictureUrl(v.poster) }] : [];
  });
  return (
    <article className={styles.card}>
      {linked ? (
        <Link className={styles.text} to={href.dynamicDetail(dynamic.id)}>
          {dynamic.content}
        </Link>
      ) : (
        <p className={styles.text}>{dynamic.content}</p>
      )}
      {pictures.length > 0 && (
        <div className={pictures.length === 1 ? styles.one : styles.grid}>
          {pictures.map((src) => (
            <img
              key={src}
              className={styles.picture}
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              width="400"
              height="300"
            />
          ))}
        </div>
      )}
      {videos.map((v) => (
        // publisher clips carry no caption track
        <video
          key={v.src}
          className={styles.video}
          src={v.src}
          poster={v.poster}
          controls
          preload="none"
          playsInline
        />
      ))}
      {time && <p className={styles.time}>{time}</p>}
    </article>
  );
}
