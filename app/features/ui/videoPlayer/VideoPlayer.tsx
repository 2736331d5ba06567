import { useEffect, useRef, useState } from 'react';
import { useI18n } from '~/i18n/context';
import { parseRatio, playerBoxHeight, videoSourceOf } from '~/lib/media';
import { safeHttpUrl } from '~/lib/safeUrl';
import styles from './VideoPlayer.module.css';

export interface PlayerVideo {
  /** the address as the publisher sent it: a file, an HLS stream (.m3u8), a secured address or nothing */
  url: string;
  poster?: string;
  posterWidth?: number;
  posterHeight?: number;
  /** spec §5: a number or text split by - * : /, 'noratio' for the poster's own shape; absent is 16:9 */
  ratio?: number | string;
  /** what plays, for the play button's accessible name */
  title?: string;
}

type Stage = 'poster' | 'loading' | 'playing' | 'failed';

/**
 * The poster first (server-rendered, sized, high priority: usually the page's largest paint); xgplayer and its
 * HLS plugin load by dynamic import only when the reader taps play, so no page's first load carries them.
 * `autoPlay` starts at once (for a player mounted in answer to a tap).
 */
export function VideoPlayer({
  video,
  autoPlay = false,
  startAt,
  onMedia,
}: {
  video: PlayerVideo;
  autoPlay?: boolean;
  /** where to start, in seconds */
  startAt?: number;
  /** the <video> once it plays, for a page that follows its time (online study counts what is watched) */
  onMedia?: (media: HTMLVideoElement) => void;
}) {
  const { t, lang } = useI18n();
  const [stage, setStage] = useState<Stage>('poster');
  const mount = useRef<HTMLDivElement>(null);
  const destroy = useRef<(() => void) | undefined>(undefined);
  const source = videoSourceOf(video.url);
  const poster = safeHttpUrl(video.poster);
  // only a file or a stream plays; both are http(s) addresses (videoSourceOf)
  const film = source === 'hls' || source === 'file' ? safeHttpUrl(video.url) : undefined;
  const height = playerBoxHeight(parseRatio(video.ratio), {
    width: video.posterWidth,
    height: video.posterHeight,
  });

  useEffect(() => () => destroy.current?.(), []);

  const play = async () => {
    if (!mount.current || !film) return;
    destroy.current?.();
    setStage('loading');
    try {
      const { mountXgPlayer } = await import('./xgPlayer');
      destroy.current = mountXgPlayer(mount.current, {
        url: film,
        poster,
        hls: source === 'hls',
        ...(startAt ? { startTime: startAt } : {}),
        lang,
        onPlaying: () => {
          setStage('playing');
          const media = mount.current?.querySelector('video');
          if (media) onMedia?.(media);
        },
        onError: () => {
          destroy.current?.();
          destroy.current = undefined;
          setStage('failed');
        },
      });
    } catch {
      setStage('failed');
    }
  };

  // a player that replaces another the reader chose (a live's other line) plays at once: the choice was the tap
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (!autoPlay || autoPlayed.current) return;
    autoPlayed.current = true;
    void play();
  });

  const notice =
    source === 'missing'
      ? t('player.noAddress')
      : source === 'secured'
        ? t('player.secured')
        : stage === 'failed'
          ? t('player.failed')
          : undefined;
  const playLabel = video.title ? `${t('player.play')}: ${video.title}` : t('player.play');
  const playIcon = (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="rgba(0,0,0,.55)" stroke="#fff" strokeWidth="2" />
      <path d="M26 20v24l19-12z" fill="#fff" />
    </svg>
  );
  const showPoster = stage === 'poster' || stage === 'failed' || Boolean(notice);

  return (
    <div className={styles.box} style={{ paddingTop: height }} data-video-source={source} data-stage={stage}>
      <div ref={mount} className={styles.mount} />
      {showPoster && poster && (
        <img
          className={styles.poster}
          src={poster}
          alt=""
          width={video.posterWidth}
          height={video.posterHeight}
          fetchPriority="high"
        />
      )}
      {notice ? (
        <div className={styles.notice} role="status">
          <p>{notice}</p>
          {stage === 'failed' && (
            <button type="button" className={styles.retry} onClick={play}>
              {t('player.retry')}
            </button>
          )}
        </div>
      ) : (
        stage !== 'playing' && (
          <button
            type="button"
            className={styles.play}
            onClick={play}
            disabled={stage === 'loading'}
            aria-label={playLabel}
            data-needs-script=""
          >
            {stage === 'loading' ? (
              <span className={styles.loading} role="status">
                {t('player.loading')}
              </span>
            ) : (
              playIcon
            )}
          </button>
        )
      )}
      {film && !notice && (
        // without JavaScript the film's own address (checked), for the phone's player (docs/no-javascript.md)
        <noscript>
          <a className={styles.play} href={film} aria-label={playLabel}>
            {playIcon}
          </a>
        </noscript>
      )}
    </div>
  );
}
