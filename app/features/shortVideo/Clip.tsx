import { useEffect, useRef, useState } from 'react';
import { showOpenElsewhere } from '~/features/shell/overlayStore';
import { useI18n } from '~/i18n/context';
import { platform } from '~/platform/platform';
import type { ClipView } from './clipView';
import { ClipActions } from './ClipActions';
import styles from './ClipFeed.module.css';

export interface ClipPlayback {
  /** the clip in view: it plays */
  active: boolean;
  /** the next one: its beginning is fetched ahead */
  upNext: boolean;
  /** the reader has not asked for sound yet */
  muted: boolean;
  autoplay: boolean;
  loop: boolean;
  /** the page has hydrated: the tap layer replaces the browser's own controls */
  enhanced: boolean;
  onSound: () => void;
}

/**
 * One short video, full screen. Only the clip in view and the next have a source, so nothing else loads before a
 * video is in view. In view it plays (muted until the reader's first tap, which is also the gesture a messenger's
 * webview needs for sound); a tap then pauses and plays. The inline attributes keep it in the page on iOS, in
 * WeChat and in X5 browsers.
 */
export function Clip({ clip, playback }: { clip: ClipView; playback: ClipPlayback }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);
  const [progress, setProgress] = useState(0);
  const { active, upNext, muted, enhanced } = playback;

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (!active) {
      el.pause();
      return;
    }
    el.muted = muted;
    if (playback.autoplay || !muted) el.play().catch(() => setPaused(true));
    // muting follows the reader's tap, which the tap handler applies itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  // the reader asked and the page may not play: in a messenger, that is its webview, and a browser will
  const refused = () => {
    setPaused(true);
    if (platform().isMessenger) showOpenElsewhere('browser');
  };
  const tap = () => {
    const el = video.current;
    if (!el) return;
    if (muted) {
      el.muted = false;
      playback.onSound();
      if (el.paused) void el.play().catch(refused);
    } else if (el.paused) void el.play().catch(refused);
    else el.pause();
  };

  const loads = active || upNext;
  const tapLabel = muted ? t('shortVideo.unmute') : paused ? t('shortVideo.play') : t('shortVideo.pause');
  return (
    <>
      {clip.src ? (
        <video
          ref={video}
          className={styles.video}
          src={loads ? clip.src : undefined}
          poster={loads ? clip.poster : undefined}
          preload={active ? 'auto' : upNext ? 'metadata' : 'none'}
          loop={playback.loop}
          controls={!enhanced}
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          x5-video-player-type="h5"
          aria-label={clip.title}
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
          onTimeUpdate={(e) => {
            const { currentTime, duration } = e.currentTarget;
            setProgress(duration > 0 ? currentTime / duration : 0);
          }}
        />
      ) : (
        <p className={styles.noVideo}>{t('shortVideo.noVideo')}</p>
      )}
      {enhanced && clip.src && (
        <button type="button" className={styles.tap} aria-label={tapLabel} onClick={tap}>
          {muted && active ? (
            <span className={styles.unmute}>{t('shortVideo.unmute')}</span>
          ) : (
            paused && <span className={styles.playMark} aria-hidden="true" />
          )}
        </button>
      )}
      <div className={styles.info}>
        <p className={styles.author}>
          {clip.author.avatar && (
            <img src={clip.author.avatar} alt="" width={32} height={32} loading="lazy" />
          )}
          {clip.author.name}
        </p>
        <h2 className={styles.title}>{clip.title}</h2>
        {clip.summary && <p className={styles.summary}>{clip.summary}</p>}
      </div>
      <ClipActions clip={clip} />
      <div className={styles.progress} aria-hidden="true">
        <span style={{ transform: `scaleX(${progress})` }} />
      </div>
    </>
  );
}
