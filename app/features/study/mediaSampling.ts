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

/** Where to start: the member's position (resume on any device), or the beginning once they had reached the end. */
export function resumeFrom(position: number, duration: number): number | undefined {
  return position >= 1 && position < duration - 1 ? position : undefined;
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
