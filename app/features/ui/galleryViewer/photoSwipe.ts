// PhotoSwipe 5 behind openGallery: only ever reached by dynamic import, so no page's first load carries it.
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';
import './galleryViewer.css';
import type { GalleryLabels } from './openGallery';
import type { GalleryPicture } from './pictures';
import { viewerEntry } from './viewerHistory';

/** spec §5's default ratio, for a picture whose size is not known until it loads */
const unknownSize = { width: 1600, height: 900 };

export function showPhotoSwipe(
  pictures: readonly GalleryPicture[],
  index: number,
  labels: GalleryLabels,
): void {
  const dataSource = pictures.map((picture) => ({
    src: picture.src,
    alt: picture.caption ?? '',
    caption: picture.caption ?? '',
    sizeKnown: Boolean(picture.width && picture.height),
    width: picture.width || unknownSize.width,
    height: picture.height || unknownSize.height,
  }));
  const pswp = new PhotoSwipe({
    dataSource,
    index,
    bgOpacity: 1,
    showHideAnimationType: 'fade',
    // a tap hides or shows the controls and the caption; a double tap zooms, as does a pinch
    tapAction: 'toggle-controls',
    imageClickAction: 'zoom-or-close',
    doubleTapAction: 'zoom',
    indexIndicatorSep: '/',
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.failed,
    mainClass: 'galleryViewer',
  });

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite');
        const show = () => {
          // captions are the publisher's words: text, never HTML
          element.textContent = String(pswp.currSlide?.data.caption ?? '');
          element.hidden = !element.textContent;
        };
        pswp.on('change', show);
        show();
      },
    });
  });

  // a picture that arrived without its size: once it has loaded, draw it in its own shape
  pswp.on('loadComplete', ({ content }) => {
    const image = content.element;
    if (content.data.sizeKnown || !(image instanceof HTMLImageElement) || !image.naturalWidth) return;
    content.data.sizeKnown = true;
    content.data.width = image.naturalWidth;
    content.data.height = image.naturalHeight;
    pswp.refreshSlideContent(content.index);
  });

  pswp.init();
  // the viewer is a dialog: it needs a name (axe, screen readers)
  pswp.element?.setAttribute('aria-label', labels.viewer);
  // Back closes the viewer; a Back that leaves the page takes it away at once
  const entry = viewerEntry(
    () => pswp.close(),
    () => pswp.destroy(),
  );
  pswp.on('close', () => entry.closed());
}
