import type { Sampling } from './useStudySession';

/**
 * A film or recording counts while it really plays: not paused, not ended, not waiting for data (a stalled network
 * plays nothing). Its position is where it stands.
 */
export function mediaSampling(media: () => HTMLMediaElement | null | undefined): Sampling {
  return {
    studying: () => {
      const m = media();
      return Boolean(m && !m.paused && !m.ended && m.readyState >= 3);
    },
    position: () => media()?.currentTime ?? 0,
  };
}

/** Starts at the member's position (resume on any device), unless they had reached the end. */
export function resumeAt(media: HTMLMediaElement, position: number, duration: number) {
  if (position < 1 || position >= duration - 1) return;
  const seek = () => {
    media.currentTime = position;
  };
  if (media.readyState >= 1) seek();
  else media.addEventListener('loadedmetadata', seek, { once: true });
}

/**
 * A lesson plays to be watched or heard: in a hidden tab it is neither, so it waits there, paused, and the reader
 * finds it where they left it.
 */
export function pauseWhenHidden(media: () => HTMLMediaElement | null | undefined): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') media()?.pause();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
