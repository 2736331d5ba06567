import type { ReactNode } from 'react';
import { styledUrl } from './pictureStyle';
import styles from './ListPicture.module.css';

// Each card shape asks the publisher for the cut it shows (docs/publisher-interface.md, "Image styles"),
// twice the CSS size for sharp pictures on 2x phones.
const shapes = {
  small: { style: 'sm43', width: 240, height: 180 },
  third: { style: 'sm43', width: 240, height: 180 },
  big: { style: 'md169', width: 750, height: 422 },
} as const;

export type PictureShape = keyof typeof shapes;

/** A list picture is decoration beside its title, so it has an empty alt and waits to load. */
export function ListPicture({
  url,
  shape,
  eager = false,
  children,
}: {
  url: string;
  shape: PictureShape;
  eager?: boolean;
  children?: ReactNode;
}) {
  const { style, width, height } = shapes[shape];
  return (
    <span className={`${styles.frame} ${styles[shape]}`}>
      <img
        className={styles.picture}
        src={styledUrl(url, style)}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {children}
    </span>
  );
}
