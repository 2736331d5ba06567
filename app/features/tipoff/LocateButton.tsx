// The 定位 button of the tip-off form: the browser's geolocation is asked for only when the reader taps it (their
// consent, then the browser's own prompt); what it finds is kept as coordinates beside the typed place, which stays
// the way to say where when location is refused, fails or is not offered. No map service is asked for a name.
import { useState } from 'react';
import type { Coordinates } from '~/api/tipoff/entities';
import { useI18n } from '~/i18n/context';
import { coordinates } from './coordinates';
import styles from './Tipoff.module.css';

type Asking = 'idle' | 'asking' | 'denied' | 'failed';

/** a fresh fix, or one a minute old; a phone indoors may take a while */
const positionOptions: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function LocateButton({
  location,
  onLocation,
}: {
  location?: Coordinates;
  onLocation: (location: Coordinates | undefined) => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState<Asking>('idle');
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;

  if (location)
    return (
      <p className={styles.locate}>
        <span>{t('tipoff.location', { place: coordinates(location) })}</span>
        <button type="button" className={styles.secondary} onClick={() => onLocation(undefined)}>
          {t('tipoff.locate.remove')}
        </button>
      </p>
    );

  const ask = () => {
    setAsking('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking('idle');
        onLocation({ latitude: rounded(coords.latitude), longitude: rounded(coords.longitude) });
      },
      (error) => setAsking(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      positionOptions,
    );
  };
  return (
    <div className={styles.locate}>
      <button
        type="button"
        className={styles.secondary}
        onClick={ask}
        disabled={asking === 'asking'}
        aria-describedby="tipoff-locate-hint"
      >
        {t(asking === 'asking' ? 'tipoff.locate.asking' : 'tipoff.locate.button')}
      </button>
      <span id="tipoff-locate-hint" className={styles.locateHint}>
        {t('tipoff.locate.hint')}
      </span>
      {(asking === 'denied' || asking === 'failed') && (
        <span className={styles.problem} role="status">
          {t(asking === 'denied' ? 'tipoff.locate.denied' : 'tipoff.locate.failed')}
        </span>
      )}
    </div>
  );
}
