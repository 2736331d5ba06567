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

/**
 * Where to start: the member's position (resume on any device), from the first second on. Not held against the
 * lesson's length: that is the time it asks for, and a film may run longer (a reader 9 s into a 20 s film of a 10 s
 * lesson went back to its start). The film's own length is known only once it loads: a lesson at its end starts
 * again there (`restartAtEnd`).
 */
export function resumeFrom(position: number): number | undefined {
  return position >= 1 ? position : undefined;
}

/** A recording resumed within a second of its own end plays from the beginning. */
export function restartAtEnd(media: HTMLMediaElement, start: number | undefined) {
  const check = () => {
    if (start !== undefined && Number.isFinite(media.duration) && start >= media.duration - 1) media.currentTime = 0;
  };
  if (media.readyState >= 1) check();
  else media.addEventListener('loadedmetadata', check, { once: true });
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
