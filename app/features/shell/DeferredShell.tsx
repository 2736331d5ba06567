// What IdleShell loads when the browser is idle: the widgets that appear only after the reader does
// something (a tap on an article's picture opens the gallery viewer; audio players, one sound at a time), and
// the browser's side of the platform (handlers, start-up guard), field speed (web vitals), and the floating
// buttons' column kept off the page's controls.
import { useEffect } from 'react';
import { AudioUpgrade } from '~/features/ui/audioPlayer/AudioUpgrade';
import { GalleryTaps } from '~/features/ui/galleryViewer/GalleryTaps';
import { BackToTop } from './BackToTop';
import { keepFloatingClear } from './floatingColumn';
import { OpenElsewhereOverlay } from './OpenElsewhereOverlay';
import { Toast } from './Toast';
import { useFieldSpeed } from './useFieldSpeed';
import { usePlatformHandlers } from './usePlatformHandlers';
import { useStartupGuard } from './useStartupGuard';
import type { whenIdle as WhenIdle } from './whenIdle';

/**
 * `whenIdle` comes as a prop: this chunk imports nothing that lives in the root's chunk, because such an
 * import makes Rollup put the root module behind a re-exporting facade, one more script on every page.
 */
export function DeferredShell({ whenIdle }: { whenIdle: typeof WhenIdle }) {
  usePlatformHandlers();
  useStartupGuard(whenIdle);
  useFieldSpeed(whenIdle);
  useEffect(keepFloatingClear, []);
  return (
    <>
      <BackToTop />
      <OpenElsewhereOverlay />
      <Toast />
      <GalleryTaps />
      <AudioUpgrade />
    </>
  );
}
