// spec §4 live status: what a live plays, and which pushed statuses change it.
import type { LiveVideoConfig } from '~/api/article/entities';
import type { LiveStatus } from '~/api/lists/entities';

/** Live 1 plays the live URL, 2 the playback URL (shown only if one exists); 0 (preview) plays nothing. */
export function liveSource(status: LiveStatus, video: LiveVideoConfig | undefined): string | undefined {
  if (!video) return undefined;
  if (status === 1) return video.liveUrl;
  if (status === 2) return video.playbackUrl || video.playbackUrls[0];
  return undefined;
}

export function hasPlayback(video: LiveVideoConfig | undefined): boolean {
  return Boolean(video && (video.playbackUrl || video.playbackUrls.length));
}

/** A pushed status changes the open live item only when the ids match. */
export function applyLiveStatus(
  open: { id: number; status: LiveStatus },
  pushed: { id: number; status: number },
): { id: number; status: LiveStatus } {
  const s = pushed.status;
  if (pushed.id !== open.id || (s !== 0 && s !== 1 && s !== 2)) return open;
  return { ...open, status: s };
}
