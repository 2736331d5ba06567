import { VideoPlayer } from '~/features/ui/videoPlayer/VideoPlayer';
import { MediaHeader } from './MediaHeader';
import { MediaRelated } from './MediaRelated';
import type { VideoView } from './mediaView';
import styles from './media.module.css';

/** The poster and player first (the poster is the LCP), then the heading, the body and related articles. */
export function VideoPage({ video }: { video: VideoView }) {
  return (
    <article className={styles.page}>
      <VideoPlayer video={video.video} />
      <MediaHeader article={video} />
      {video.bodyHtml && <div className={styles.body} dangerouslySetInnerHTML={{ __html: video.bodyHtml }} />}
      <MediaRelated entries={video.related} recommended={video.recommended} />
    </article>
  );
}
