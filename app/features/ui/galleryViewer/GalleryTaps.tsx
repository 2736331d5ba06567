import { useEffect, useRef } from 'react';
import { openGallery } from './openGallery';
import { gallerySetOf, linkedGallerySetOf } from './pictures';
import { useGalleryLabels } from './useGalleryLabels';

/**
 * One delegated listener for the whole document: a tap on a picture in any article body or data-gallery
 * container, or on a linked picture of a data-gallery-links container (a comment's), opens the viewer on it. Mounted by the idle shell, so no page carries its code in its first load.
 */
export function GalleryTaps() {
  const labels = useGalleryLabels();
  const latest = useRef(labels);
  latest.current = labels;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLImageElement) || event.defaultPrevented || event.button !== 0) return;
      // a linked picture opened in a new tab or window stays the browser's business
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const set = gallerySetOf(target) ?? linkedGallerySetOf(target);
      if (!set) return;
      event.preventDefault();
      void openGallery(set.pictures, set.index, latest.current);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
