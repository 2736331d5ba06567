// Small state rules of spec §4: accounts, live status, preview mode.
import type { LiveStatus, LiveVideoConfig } from '../api/entities';

/** Account info is discarded when xyStatus is 1 or 4, xyForbidden is 1, or xyID is 0 or less. */
export function isDiscardedAccount(account: {
  xyID: number;
  xyStatus: number;
  xyForbidden: number;
}): boolean {
  return account.xyStatus === 1 || account.xyStatus === 4 || account.xyForbidden === 1 || !(account.xyID > 0);
}

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

/** spec §4: preview mode when aStatus is not 1 (the article is not published) or the URL asks for it. */
export function isPreview(article: { published: boolean }, modes: { preview: boolean }): boolean {
  return !article.published || modes.preview;
}
