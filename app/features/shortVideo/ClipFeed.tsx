import { useEffect, useState, type ReactNode } from 'react';
import { useSwipe } from '~/features/ui/swipe/useSwipe';
import { useI18n } from '~/i18n/context';
import { Clip } from './Clip';
import type { ClipsView } from './clipView';
import { RelatedClips } from './RelatedClips';
import styles from './ClipFeed.module.css';

/**
 * minVideoDetail and mvodShare: the clips full screen, one above the other; a swipe up shows the next (older), down
 * the previous (newer), and after the last come the related videos. Once the reader has asked for sound, every clip
 * after plays with it. `foot`: what the page adds under the clip in view (the share landing's offers).
 */
export function ClipFeed({ view, foot }: { view: ClipsView; foot?: ReactNode }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(view.start);
  const [muted, setMuted] = useState(true);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // a related video's page is a new feed around it
  useEffect(() => setIndex(view.start), [view]);
  const last = view.clips.length - (view.related.length ? 0 : 1);
  const swipe = useSwipe(
    'y',
    index < last ? () => setIndex(index + 1) : undefined,
    index > 0 ? () => setIndex(index - 1) : undefined,
  );
  const slide = (i: number) => ({
    className: styles.slide,
    style: { transform: `translateY(${(i - index) * 100}%)` },
    inert: i !== index,
    'aria-hidden': i !== index,
  });
  return (
    <div className={styles.stage} {...swipe} data-feed>
      {view.clips.map((clip, i) => (
        <section key={clip.id} {...slide(i)} aria-label={clip.title}>
          <Clip
            clip={clip}
            playback={{
              active: i === index,
              upNext: view.preloadNext && i === index + 1,
              muted,
              autoplay: view.autoplay,
              loop: view.loop,
              enhanced,
              onSound: () => setMuted(false),
            }}
          />
          {i === index && foot}
        </section>
      ))}
      {view.related.length > 0 && (
        <section {...slide(view.clips.length)} aria-label={t('shortVideo.related')}>
          <RelatedClips related={view.related} />
        </section>
      )}
    </div>
  );
}
