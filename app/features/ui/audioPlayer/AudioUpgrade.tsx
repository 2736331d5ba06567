import { useEffect } from 'react';
import { useLocation } from 'react-router';

const pending = '[data-audio]:not([data-audio-ready])';

/**
 * Site-wide, from the idle shell: one sound at a time (a video or audio that starts pauses every other), and the
 * server's <audio> players upgraded (enhanceAudio) on the pages that have one; pages without audio load nothing.
 */
export function AudioUpgrade() {
  const { pathname } = useLocation();

  useEffect(() => {
    const onPlay = (event: Event) => {
      const playing = event.target;
      if (!(playing instanceof HTMLMediaElement)) return;
      for (const other of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
        if (other !== playing && !other.paused) other.pause();
      }
    };
    // media events do not bubble: listen in the capture phase
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);

  useEffect(() => {
    if (!document.querySelector(pending)) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./enhanceAudio').then(({ enhanceAudio }) => {
      if (!gone) stop = enhanceAudio(document);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [pathname]);

  return null;
}
