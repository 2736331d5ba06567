import { useEffect, useRef, useState } from 'react';
import { ItemAnchor } from '~/features/lists/ItemAnchor';
import { itemLink } from '~/features/lists/itemLink';
import type { ListEntry } from '~/features/lists/listEntry';
import { titlePicture } from '~/features/lists/listLayout';
import { useI18n } from '~/i18n/context';
import { imageFor } from '~/lib/image';
import styles from './BannerSwipe.module.css';

const autoplayMs = 4000;

/**
 * The carousel is a row of slides the browser snaps by itself (CSS scroll-snap), so it swipes
 * without JavaScript; the few lines below only follow the position for the dots and turn the
 * slides on a timer, which stops for readers who ask for less motion and while a finger is down.
 * An item without a picture is a slide of its title, as large as the others.
 */
export function BannerSwipe({ entries }: { entries: ListEntry[] }) {
  const { t } = useI18n();
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const follow = () => setCurrent(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
    el.addEventListener('scroll', follow, { passive: true });
    return () => el.removeEventListener('scroll', follow);
  }, []);

  useEffect(() => {
    if (entries.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || touching.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)) + 1) % entries.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [entries.length]);

  if (!entries.length) return null;
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={t('home.banner')}>
      <div
        className={styles.track}
        ref={track}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {entries.map((entry, index) => {
          const picture = titlePicture(entry.item);
          return (
            <div
              className={styles.slide}
              key={entry.item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.bannerSlide', { n: index + 1, total: entries.length })}
            >
              <ItemAnchor link={itemLink(entry.item)} className={styles.link}>
                {picture ? (
                  <>
                    <BannerPicture url={picture} first={index === 0} />
                    <span className={styles.title}>{entry.item.title}</span>
                  </>
                ) : (
                  <span className={styles.textSlide}>
                    <span className={styles.textTitle}>{entry.item.title}</span>
                  </span>
                )}
              </ItemAnchor>
            </div>
          );
        })}
      </div>
      {entries.length > 1 && (
        // the dots move the track, which needs the script; without it the slides scroll by hand
        <div className={styles.dots} data-needs-script="">
          {entries.map((entry, index) => (
            <button
              key={entry.item.id}
              type="button"
              className={styles.dot}
              aria-label={t('home.bannerSlide', { n: index + 1, total: entries.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function BannerPicture({ url, first }: { url: string; first: boolean }) {
  const { src, srcSet, width, height } = imageFor(url, 'big');
  return (
    <img
      className={styles.picture}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '(min-width: 750px) 750px, 100vw' : undefined}
      alt=""
      width={width ?? 750}
      height={height ?? 422}
      // the first slide is the largest thing on the first screen
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}
