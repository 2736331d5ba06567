// The one function that decides picture URLs (contract: Image styles). `<url>@!<style>` answers the
// picture cut to the style; gif is never restyled (spec §5). Pages use it for src, srcset and width/height.
import type { ImageSuffixes } from '../api/session/entities';

/** Style widths and heights (contract); w-styles keep the picture's ratio, so they have no height. */
export const imageStyles = {
  sm43: { width: 240, height: 180 },
  md43: { width: 480, height: 360 },
  md169: { width: 750, height: 422 },
  md31: { width: 750, height: 250 },
  md21: { width: 750, height: 375 },
  w375: { width: 375 },
  w750: { width: 750 },
  w1080: { width: 1080 },
} as const satisfies Record<string, { width: number; height?: number }>;

export type ImageStyle = keyof typeof imageStyles;
export type ImageUse = keyof ImageSuffixes;

/** Larger cuts of the same shape, for high-density screens. */
const sameShapeLarger: Partial<Record<ImageStyle, ImageStyle[]>> = {
  sm43: ['md43'],
  w375: ['w750', 'w1080'],
  w750: ['w1080'],
};

/** When the config names no suffix for a use. */
export const defaultSuffixes: ImageSuffixes = {
  list: 'sm43',
  big: 'md169',
  carousel: 'md43',
  module: 'md43',
  body: 'w750',
};

const isGif = (url: string) => /\.gif$/i.test(url.split(/[?#]/)[0] ?? '');
const canStyle = (url: string) => /^(https?:)?\/\//i.test(url) && !url.includes('@!') && !isGif(url);

/** The config's suffix ('@!sm43' or 'sm43') as a known style, if it is one. */
export function styleOf(suffix: string | undefined): ImageStyle | undefined {
  const name = (suffix ?? '').replace(/^@!/, '').trim();
  return name in imageStyles ? (name as ImageStyle) : undefined;
}

export function styledUrl(url: string, style: ImageStyle, path = '@!'): string {
  return canStyle(url) ? `${url}${path}${style}` : url;
}

export interface ImageSource {
  src: string;
  srcSet?: string;
  /** the cut's size, for width/height attributes (absent for gif, unknown styles and w-styles' height) */
  width?: number;
  height?: number;
}

export function imageFor(
  url: string,
  use: ImageUse,
  suffixes?: Partial<ImageSuffixes>,
  path = '@!',
): ImageSource {
  const style = styleOf(suffixes?.[use]) ?? styleOf(defaultSuffixes[use]);
  if (!url || !style || !canStyle(url)) return { src: url };
  const size: { width: number; height?: number } = imageStyles[style];
  const larger = sameShapeLarger[style] ?? [];
  const srcSet = larger.length
    ? [style, ...larger].map((s) => `${styledUrl(url, s, path)} ${imageStyles[s].width}w`).join(', ')
    : undefined;
  return { src: styledUrl(url, style, path), srcSet, width: size.width, height: size.height };
}
