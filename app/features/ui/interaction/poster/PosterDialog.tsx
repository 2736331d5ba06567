import { useEffect, useRef, useState } from 'react';
import { useI18n } from '~/i18n/context';
import type { ShareCard } from '../target';
import { drawPoster, type Poster } from './drawPoster';
import styles from './PosterDialog.module.css';

export interface PosterDialogProps {
  id: number;
  card: ShareCard;
  /** the sheet's look, the share panel's own */
  className?: string;
  /** the poster is ready (a share through the album channel) */
  onMade: () => void;
  onClose: () => void;
}

type State = { kind: 'making' } | { kind: 'ready'; poster: Poster } | { kind: 'failed' };

/**
 * The share poster (spec §2 share panel 海报): drawn in the browser on the first tap, shown as a picture a reader
 * presses and holds to save, with a link that downloads it as a PNG. Loaded by the share panel on that tap only.
 */
export default function PosterDialog({ id, card, className, onMade, onClose }: PosterDialogProps) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'making' });
  const heading = useRef<HTMLHeadingElement>(null);
  const scan = t('interaction.posterScan');
  const made = useRef(onMade);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let current = true;
    drawPoster({
      url: card.url,
      title: card.title,
      summary: card.description,
      siteName: card.poster.siteName,
      scan,
      ...(card.poster.picture ? { picture: card.poster.picture } : {}),
      ...(card.poster.logo ? { logo: card.poster.logo } : {}),
    }).then(
      (poster) => {
        if (!current) return;
        setState({ kind: 'ready', poster });
        made.current();
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [card, scan]);

  return (
    <div className={className} role="dialog" aria-modal="true" aria-labelledby="share-poster-title">
      <h2 id="share-poster-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('interaction.posterTitle')}
      </h2>
      <p role="status" className={styles.status}>
        {state.kind === 'making' && t('interaction.posterMaking')}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className={styles.status}>
          {t('interaction.posterFailed')}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <img
            className={styles.poster}
            src={state.poster.src}
            width={state.poster.width}
            height={state.poster.height}
            alt={t('interaction.posterAlt', { title: card.title })}
          />
          <p className={styles.hint}>
            {t('interaction.posterSave')} {/* our own canvas's data: address, not one from outside */}
            <a href={state.poster.src} download={`poster-${id}.png`}>
              {t('interaction.posterDownload')}
            </a>
          </p>
        </>
      )}
      <button type="button" className={styles.close} onClick={onClose}>
        {t('interaction.posterClose')}
      </button>
    </div>
  );
}
