import { pictureUrl } from '~/features/lists/pictureUrl';
import styles from './Avatar.module.css';

/** A person's or an account's picture, beside their name (so decorative: empty alt); a plain disc when it has none. */
export function Avatar({ icon, size }: { icon?: string; size: 'small' | 'large' }) {
  const src = pictureUrl(icon);
  const px = size === 'large' ? 64 : 40;
  return src ? (
    <img
      className={`${styles.avatar} ${styles[size]}`}
      src={src}
      alt=""
      width={px}
      height={px}
      decoding="async"
    />
  ) : (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true" />
  );
}
