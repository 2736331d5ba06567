import { pictureUrl } from '~/features/lists/pictureUrl';
import styles from './AccountAvatar.module.css';

/** An account's icon, beside its name (so decorative: empty alt); a plain disc when it has none. */
export function AccountAvatar({ icon, size }: { icon?: string; size: 'small' | 'large' }) {
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
