import type { ReactNode } from 'react';
import { VideoPlayer } from '~/features/ui/videoPlayer/VideoPlayer';
import { MediaHeader } from './MediaHeader';
import type { DockComments } from '~/features/ui/interaction/InteractionBar';
import { MediaFoot } from './MediaFoot';
import type { VideoView } from './mediaView';
import styles from './media.module.css';
import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';

/**
 * The poster and player first (the poster is the LCP), then the heading, the body, the like and share bar, related
 * articles and `foot` (the comment section); `dock`: its count, for the action bar (MediaFoot).
 */
export function VideoPage({
  video,
  foot,
  dock,
}: {
  video: VideoView;
  foot?: ReactNode;
  dock?: DockComments;
}) {
  return (
    <article className={styles.page}>
      <VideoPlayer video={video.video} />
      <MediaHeader article={video} />
      {video.bodyHtml && <SanitisedHtml className={styles.body} html={video.bodyHtml} />}
      <MediaFoot article={video} foot={foot} dock={dock} />
    </article>
  );
}
