// Which sizes of a body picture the browser may choose from. The publisher cuts any picture to the
// width styles below (docs/publisher-interface.md, "Image styles"). Local to the article until
// app/lib offers a shared image rule.
import { isGif, styledUrl } from '~/features/lists/pictureStyle';

export const bodyImageWidths = [375, 750, 1080] as const;

/** The body column is the phone's width, capped by the page's max width (750 design px). */
export const bodyImageSizes = '(min-width: 750px) 750px, 100vw';

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * The candidates up to the first one at least as wide as the original: a wider cut of a small
 * picture only costs bytes. `src` is the 750 cut, what a phone at 2x needs when srcset is ignored.
 */
export function bodyImageSources(url: string, originalWidth?: number): ImageSources {
  if (isGif(url)) return { src: url };
  const widths: number[] = [];
  for (const width of bodyImageWidths) {
    widths.push(width);
    if (originalWidth && width >= originalWidth) break;
  }
  const fallback = widths.includes(750) ? 750 : widths[widths.length - 1]!;
  return {
    src: styledUrl(url, `w${fallback}`),
    srcSet: widths.map((width) => `${styledUrl(url, `w${width}`)} ${width}w`).join(', '),
  };
}
