// spec §4 live status: what a live plays, and which pushed statuses change it.
import type { LiveStatus } from '~/api/lists/entities';

/** What a live's video area shows: before it (0) the countdown, while live (1) the stream, after it (2) the playback. */
export type LiveVideoState = 'coming' | 'live' | 'playback' | 'ended';

/** spec §3: status 1 plays the line's live URL, 2 its playback URL, shown only if one exists ('ended' otherwise). */
export function liveVideo(
  status: LiveStatus,
  line: { liveUrl?: string; playbackUrl?: string } | undefined,
): { state: LiveVideoState; url?: string } {
  if (status === 0) return { state: 'coming' };
  if (status === 1) return { state: 'live', url: line?.liveUrl };
  return line?.playbackUrl ? { state: 'playback', url: line.playbackUrl } : { state: 'ended' };
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
