import { Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { LiveStatus } from '~/api/lists/entities';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import type { VideoPlayer } from '~/features/ui/videoPlayer/VideoPlayer';
import { useI18n } from '~/i18n/context';
import { liveVideo } from '~/lib/live';
import { clockTime } from '~/lib/media';
import type { LiveVideoLine } from './liveView';
import styles from './LiveVideo.module.css';

/**
 * The site's video player as an island: the loader preloads it, so the server renders its poster (the page's
 * largest paint) and play button; in the browser its code arrives after hydration, and xgplayer only on play.
 */
export const livePlayer = preloadedLazy<ComponentProps<typeof VideoPlayer>>(() =>
  import('~/features/ui/videoPlayer/VideoPlayer').then((m) => ({ default: m.VideoPlayer })),
);

/**
 * The video area, a 16:9 box whatever it shows (so a status change moves nothing): before the live (0) the banner
 * with a countdown to the start; while live (1) the stream; after it (2) the playback, only when an address exists
 * (spec §3), else a notice. A pushed status swaps what plays without a reload. A live with several lines has a
 * switch between them. An image-text live (no video lines) shows its banner alone, or nothing.
 */
export function LiveVideo({
  status,
  lines,
  poster,
  title,
  startTime,
  renderedAt,
}: {
  status: LiveStatus;
  lines: LiveVideoLine[];
  poster?: string;
  title: string;
  startTime: number;
  /** the server's clock when it rendered the page: the countdown's first value, the same on both sides */
  renderedAt: number;
}) {
  const { t } = useI18n();
  const [line, setLine] = useState(0);
  // the reader picked another line: its player starts at once (the tap was the gesture)
  const [switched, setSwitched] = useState(false);
  if (lines.length === 0 && !poster) return null;
  const chosen = lines[line] ?? lines[0];
  const { state, url } = liveVideo(status, chosen);

  let screen: ReactNode;
  if (url) {
    const banner = <Banner poster={poster} />;
    // without JavaScript its play control is the address itself, for the phone's own player
    screen = (
      <Suspense fallback={banner}>
        <livePlayer.Component key={url} video={{ url, poster, title }} autoPlay={switched} />
      </Suspense>
    );
  } else {
    screen = (
      <Banner poster={poster}>
        {state === 'coming' ? (
          <Countdown startTime={startTime} renderedAt={renderedAt} />
        ) : lines.length === 0 ? undefined : (
          <p className={styles.words}>
            {t(state === 'live' ? 'live.video.unavailable' : 'live.video.noPlayback')}
          </p>
        )}
      </Banner>
    );
  }

  return (
    <section className={styles.video} aria-label={t('live.video.label')} data-state={state} data-line={line}>
      {screen}
      {lines.length > 1 && (
        // switching lines needs the player; without it the first line's address is the play control
        <div className={styles.lines} role="group" aria-label={t('live.video.lines')} data-needs-script="">
          {lines.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.line}
              aria-pressed={i === line}
              onClick={() => {
                setLine(i);
                setSwitched(true);
              }}
            >
              {t('live.video.line', { n: i + 1 })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The live's banner in the 16:9 box, with what is said over it. */
function Banner({ poster, children }: { poster?: string; children?: ReactNode }) {
  return (
    <div className={styles.frame}>
      {poster && <img className={styles.poster} src={poster} alt="" fetchPriority="high" />}
      {children}
    </div>
  );
}

/** Time left to the start, to the second; once the start has passed (the status not changed yet), "starts soon". */
function Countdown({ startTime, renderedAt }: { startTime: number; renderedAt: number }) {
  const { t } = useI18n();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.ceil((startTime - now) / 1000);
  return (
    <p className={styles.words} role="timer" aria-live="off">
      {t('live.video.coming')}
      {left > 0 && (
        <>
          <br />
          {t('live.video.countdown', { time: clockTime(left) })}
        </>
      )}
    </p>
  );
}
