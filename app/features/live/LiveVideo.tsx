import { useState } from 'react';
import type { LiveStatus } from '~/api/lists/entities';
import { useI18n } from '~/i18n/context';
import { hasPlayback, liveSource } from '~/lib/live';
import type { LiveVideoLine } from './liveView';
import styles from './LiveVideo.module.css';

type VideoState = 'coming' | 'live' | 'playback' | 'ended';

/**
 * The video area, a 16:9 box whatever it shows (so a status change moves nothing): the poster, and over it what the
 * live's status allows: coming soon (0), the stream (1), the playback (2, only when an address exists, spec §3).
 * The site's video player is not part of this build yet: where a stream or playback exists the reader is told it is
 * unavailable here. An image-text live (no video lines) shows its poster alone, or nothing.
 */
export function LiveVideo({
  status,
  lines,
  poster,
}: {
  status: LiveStatus;
  lines: LiveVideoLine[];
  poster?: string;
}) {
  const { t } = useI18n();
  const [line, setLine] = useState(0);
  if (lines.length === 0 && !poster) return null;
  const chosen = lines[line] ?? lines[0];
  const video = chosen && { liveUrl: chosen.liveUrl, playbackUrl: chosen.playbackUrl, playbackUrls: [] };
  const source = liveSource(status, video);
  const state: VideoState =
    status === 0 ? 'coming' : status === 1 ? 'live' : hasPlayback(video) ? 'playback' : 'ended';
  const words =
    lines.length === 0
      ? undefined
      : state === 'coming'
        ? t('live.video.coming')
        : state === 'ended' || !source
          ? t('live.video.noPlayback')
          : t('live.video.unavailable');
  return (
    <section className={styles.video} aria-label={t('live.video.label')} data-state={state}>
      <div className={styles.frame}>
        {poster && <img className={styles.poster} src={poster} alt="" fetchPriority="high" />}
        {words && <p className={styles.words}>{words}</p>}
      </div>
      {lines.length > 1 && (
        <div className={styles.lines}>
          {lines.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.line}
              aria-pressed={i === line}
              onClick={() => setLine(i)}
            >
              {t('live.video.line', { n: i + 1 })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
