// Markup for the pictures and videos an article body refers to by placeholder. Built by us from
// typed entities (never from the body HTML), every value escaped and every URL checked.
import type { BodyImage, BodyVideo } from '~/api/article/entities';
import { safeHttpUrl } from '~/lib/safeUrl';
import { imageFor } from '~/lib/image';

/** The body column is the phone's width, capped by the page's max width (750 CSS px). */
const bodyImageSizes = '(min-width: 750px) 750px, 100vw';

/** Starting from the smallest width cut offers every width style: w375, w750 and w1080. */
const widthLadder = { body: 'w375' };

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function caption(text: string | undefined): string {
  return text ? `<figcaption>${escapeText(text)}</figcaption>` : '';
}

function positiveInteger(value: number | undefined): number | undefined {
  return value && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/**
 * The first picture is likely the largest thing on the first screen (LCP), so it loads at once with
 * high priority; the rest wait until the reader scrolls near them.
 */
export function imageFigure(image: BodyImage, first: boolean): string {
  const url = safeHttpUrl(image.url);
  if (!url) return '';
  const width = positiveInteger(image.width);
  const height = positiveInteger(image.height);
  const { src, srcSet } = imageFor(url, 'body', widthLadder);
  const attributes = [
    `src="${escapeAttribute(src)}"`,
    srcSet ? `srcset="${escapeAttribute(srcSet)}" sizes="${bodyImageSizes}"` : '',
    `alt="${escapeAttribute(image.caption ?? '')}"`,
    width && height ? `width="${width}" height="${height}"` : '',
    first ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"',
  ].filter(Boolean);
  return `<figure><img ${attributes.join(' ')}>${caption(image.caption)}</figure>`;
}

export function videoFigure(video: BodyVideo): string {
  const url = safeHttpUrl(video.url);
  if (!url) return '';
  const poster = safeHttpUrl(video.poster);
  const attributes = [
    `src="${escapeAttribute(url)}"`,
    poster ? `poster="${escapeAttribute(poster)}"` : '',
    'controls preload="none" playsinline',
  ].filter(Boolean);
  return `<figure><video ${attributes.join(' ')}></video>${caption(video.caption)}</figure>`;
}

export interface LeadImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const leadImagePattern =
  /<img src="([^"]*)"(?: srcset="([^"]*)" sizes="([^"]*)")?[^>]*\bfetchpriority="high"/;

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The body's first picture as imageFigure wrote it (the likely LCP element), so the page can ask for it from the
 * head, before the stylesheets and scripts, instead of when the parser reaches it in the body.
 */
export function leadImageOf(bodyHtml: string): LeadImage | undefined {
  const match = leadImagePattern.exec(bodyHtml);
  if (!match) return undefined;
  const [, src, srcSet, sizes] = match;
  return {
    src: unescapeAttribute(src!),
    ...(srcSet ? { srcSet: unescapeAttribute(srcSet), sizes: sizes ?? '' } : {}),
  };
}
