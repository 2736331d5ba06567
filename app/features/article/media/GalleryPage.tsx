import type { ReactNode } from 'react';
import { useI18n } from '~/i18n/context';
import { MediaHeader } from './MediaHeader';
import { MediaFoot } from './MediaFoot';
import type { GalleryView } from './mediaView';
import styles from './media.module.css';
import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';

/** The body column's width, capped by the page's max width (750 CSS px). */
const sizes = '(min-width: 750px) 750px, 100vw';

/**
 * Every picture with its caption in the server HTML (the page reads without JavaScript); a tap on one opens the
 * full-screen viewer there (the idle shell's GalleryTaps: data-gallery marks the set). `foot`: the comment section.
 * No docked action bar here (docs/interaction.md): its pictures are tap targets down the whole page.
 */
export function GalleryPage({ gallery, foot }: { gallery: GalleryView; foot?: ReactNode }) {
  const { t } = useI18n();
  const count = gallery.pictures.length;
  return (
    <article className={styles.page}>
      <MediaHeader article={gallery}>
        {count > 0 && <span>{t('article.gallery.count', { count })}</span>}
      </MediaHeader>
      {count > 0 ? (
        <>
          <p className={styles.hint}>{t('article.gallery.hint')}</p>
          <ol className={styles.pictures} data-gallery>
            {gallery.pictures.map((picture, i) => (
              <li key={`${picture.src}-${i}`}>
                <figure className={styles.picture}>
                  <img
                    src={picture.src}
                    srcSet={picture.srcSet}
                    sizes={picture.srcSet ? sizes : undefined}
                    width={picture.width}
                    height={picture.height}
                    alt={picture.caption}
                    {...(i === 0
                      ? { fetchPriority: 'high' as const }
                      : { loading: 'lazy' as const, decoding: 'async' as const })}
                  />
                  <figcaption>
                    <span className={styles.counter}>
                      {i + 1}/{count}
                    </span>
                    {picture.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={styles.empty} role="status">
          {t('article.gallery.empty')}
        </p>
      )}
      {gallery.bodyHtml && <SanitisedHtml className={styles.body} html={gallery.bodyHtml} />}
      <MediaFoot article={gallery} foot={foot} />
    </article>
  );
}
