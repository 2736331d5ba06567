// Which pictures a tap opens, read from server-rendered markup: every <figure> picture of the tapped
// picture's container, with its caption, at the largest width its srcset offers.

export interface GalleryPicture {
  src: string;
  /** the picture's size in pixels; the viewer falls back to the spec's 16:9 while it is unknown */
  width?: number;
  height?: number;
  caption?: string;
}

/** Pictures a tap opens: in a <figure> of an <article> or of a container marked data-gallery, not inside a link. */
export const galleryPictureSelector = 'article figure img, [data-gallery] figure img';

/** The widest candidate of a srcset ("a.jpg@!w375 375w, a.jpg@!w750 750w"), with its width. */
export function widestSource(srcset: string | null | undefined): { src: string; width: number } | undefined {
  let best: { src: string; width: number } | undefined;
  for (const candidate of (srcset ?? '').split(',')) {
    const [src, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1]);
    if (src && width > 0 && (!best || width > best.width)) best = { src, width };
  }
  return best;
}

function positive(value: number): number | undefined {
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** One <img> as the viewer shows it: the largest cut, sized in the picture's own shape. */
export function pictureOf(img: HTMLImageElement): GalleryPicture {
  const width = positive(img.naturalWidth) ?? positive(Number(img.getAttribute('width')));
  const height = positive(img.naturalHeight) ?? positive(Number(img.getAttribute('height')));
  const widest = widestSource(img.getAttribute('srcset'));
  // the picture's own description first: a figcaption may carry more (the gallery page's 3/12)
  const caption =
    img.alt.trim() || img.closest('figure')?.querySelector('figcaption')?.textContent?.trim() || undefined;
  const src = widest?.src ?? (img.currentSrc || img.src);
  if (widest && width && height) {
    return { src, width: widest.width, height: Math.round((widest.width * height) / width), caption };
  }
  return { src, width, height, caption };
}

/** The tapped picture's whole set (its article or data-gallery container) and where it stands in it. */
export function gallerySetOf(
  img: HTMLImageElement,
): { pictures: GalleryPicture[]; index: number } | undefined {
  if (!img.matches(galleryPictureSelector) || img.closest('a')) return undefined;
  const container = img.closest('[data-gallery]') ?? img.closest('article');
  if (!container) return undefined;
  const images = [...container.querySelectorAll<HTMLImageElement>('figure img')].filter(
    (candidate) => !candidate.closest('a') && candidate.closest('[data-gallery], article') === container,
  );
  const index = images.indexOf(img);
  return index < 0 ? undefined : { pictures: images.map(pictureOf), index };
}

/**
 * A tapped picture that links to its full self inside a container marked data-gallery-links (a comment's
 * pictures: without JavaScript the link opens the picture), with the container's other linked pictures.
 */
export function linkedGallerySetOf(
  img: HTMLImageElement,
): { pictures: GalleryPicture[]; index: number } | undefined {
  const link = img.closest('a');
  const container = link?.closest('[data-gallery-links]');
  if (!link || !container) return undefined;
  const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (candidate) => candidate.closest('[data-gallery-links]') === container && candidate.querySelector('img'),
  );
  const index = links.indexOf(link);
  // the full picture's size is not known until it loads: the viewer redraws it in its own shape then
  return index < 0 ? undefined : { pictures: links.map((a) => ({ src: a.href })), index };
}
