// The gallery viewer's entry: small, so any page may import it; PhotoSwipe itself loads on the first open.
import type { GalleryPicture } from './pictures';

export interface GalleryLabels {
  /** the viewer dialog's name */
  viewer: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  failed: string;
}

/**
 * Full-screen, swipeable pictures with each one's caption and a counter (3/12); pinch and double-tap zoom;
 * a tap hides or shows the controls. Resolves once the viewer is open.
 */
export async function openGallery(
  pictures: readonly GalleryPicture[],
  startIndex: number,
  labels: GalleryLabels,
): Promise<void> {
  if (!pictures.length) return;
  const { showPhotoSwipe } = await import('./photoSwipe');
  showPhotoSwipe(pictures, Math.min(Math.max(0, Math.trunc(startIndex) || 0), pictures.length - 1), labels);
}
