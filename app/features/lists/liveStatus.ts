import type { LiveStatus } from '~/api/lists/entities';

/** spec §3 liveStatus codes: 0 preview, 1 live, 2 ended. */
export function liveStatusKey(status: LiveStatus) {
  return status === 0 ? 'lists.live.preview' : status === 1 ? 'lists.live.live' : 'lists.live.ended';
}
