import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Ad } from '~/api/ads/entities';
import { warnAdFailure } from '~/api/ads/warn';
import { useI18n } from '~/i18n/context';
import { loadApi } from '~/platform/publisher.client';
import { adLink } from './adLink';
import { watchAds } from './adEvents.client';
import styles from './StartPage.module.css';

/** seconds when the publisher sends none */
const defaultSeconds = 5;

/** The picture, loaded before the start page shows: it never shows half drawn, or at all when it fails. */
function pictureLoaded(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const picture = new Image();
    picture.onload = () => resolve(true);
    picture.onerror = () => resolve(false);
    picture.src = url;
  });
}

/**
 * The start page (开屏) over the home page already drawn: the publisher's picture for its seconds, counting down on a
 * skip button, leaving when skipped, tapped or done. Loaded after home is idle (AdsAfterIdle), never before.
 */
export default function StartPage({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const [ad, setAd] = useState<Ad>();
  const [left, setLeft] = useState(0);
  const skip = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let gone = false;
    loadApi('ads')
      .then((api) => api.startPage())
      .then(async (found) => {
        if (gone) return;
        if (!found || !(await pictureLoaded(found.picture))) return onDone();
        setAd(found);
        setLeft(found.seconds || defaultSeconds);
      })
      .catch((error: unknown) => {
        warnAdFailure(error);
        if (!gone) onDone();
      });
    return () => {
      gone = true;
    };
  }, [onDone]);

  useEffect(() => {
    if (!ad) return;
    if (left <= 0) return onDone();
    const tick = setTimeout(() => setLeft(left - 1), 1_000);
    return () => clearTimeout(tick);
  }, [ad, left, onDone]);

  useEffect(() => {
    if (!ad) return;
    skip.current?.focus();
    watchAds();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDone();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ad, onDone]);

  if (!ad) return null;
  const link = adLink(ad);
  const picture = <img className={styles.picture} src={ad.picture} alt={ad.title || ad.advertiser} />;
  // fixed over the whole screen where it stands: no portal, so no react-dom code joins the page's first load
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('ads.startPage')}>
      {link.kind === 'external' ? (
        <a
          className={styles.link}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          data-ad={ad.id}
          onClick={onDone}
        >
          {picture}
          <span className="visually-hidden">{t('ads.newWindow')}</span>
        </a>
      ) : (
        <Link className={styles.link} to={link.to} data-ad={ad.id} onClick={onDone}>
          {picture}
        </Link>
      )}
      <span className={styles.label}>{t('ads.label')}</span>
      <button ref={skip} type="button" className={styles.skip} onClick={onDone}>
        {t('ads.skip', { seconds: left })}
      </button>
    </div>
  );
}
