import type { ReactNode } from 'react';
import { imageFor, type ImageUse } from '~/lib/image';
import styles from './ListPicture.module.css';

// Each card shape asks app/lib for the cut of its use, and tells the browser how wide it shows.
const shapes = {
  small: { use: 'list', sizes: '30vw' },
  third: { use: 'list', sizes: '33vw' },
  big: { use: 'big', sizes: '(min-width: 750px) 750px, 100vw' },
} as const satisfies Record<string, { use: ImageUse; sizes: string }>;

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
  const { use, sizes } = shapes[shape];
  const { src, srcSet, width, height } = imageFor(url, use);
  return (
    <span className={`${styles.frame} ${styles[shape]}`}>
      <img
        className={styles.picture}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
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
