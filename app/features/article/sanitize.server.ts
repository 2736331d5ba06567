// Article bodies come from the publisher's editors and its import pipelines; we do not trust them.
// The body is cut down to an allow-list on the server, then the media placeholders are replaced by
// markup we build ourselves (bodyMedia.server.ts), so the allow-list never has to admit srcset,
// loading or video attributes from the body itself.
import sanitizeHtml from 'sanitize-html';
import type { BodyImage, BodyVideo } from '~/api/article/entities';
import { safeHttpUrl } from '~/lib/safeUrl';
import { imageFigure, videoFigure } from './bodyMedia.server';

const placeholder = /<!--\s*((?:IMAGEARRAY|IMAGES|VIDEOARRAY|VIDEOS)#\d+)\s*-->/g;
// Placeholders are HTML comments, which the sanitiser drops, so they travel through it as text
// between private-use characters that cannot come from the body (they are stripped first).
const mark = '\uE000';
const markedPlaceholder = new RegExp(`${mark}([A-Z]+#\\d+)${mark}`, 'g');
const paragraphOfOnePlaceholder = new RegExp(`<p>\\s*(${mark}[A-Z]+#\\d+${mark})\\s*</p>`, 'g');

const decimal = /^\d{1,5}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'figure',
    'figcaption',
    'img',
    'a',
    'span',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whatever these hold is code or markup, never reading text: drop it with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
  ],
  transformTags: {
    // Only absolute http(s) addresses: a relative one would resolve against our own site, not the publisher's.
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      const href = safeHttpUrl(attribs.href);
      if (href) Object.assign(kept, { href, rel: 'noopener nofollow', target: '_blank' });
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      const src = safeHttpUrl(attribs.src);
      if (src) kept.src = src;
      // an editor's picture without a description is decoration to a screen reader, not a missing label
      kept.alt = attribs.alt ?? '';
      if (attribs.width && decimal.test(attribs.width)) kept.width = attribs.width;
      if (attribs.height && decimal.test(attribs.height)) kept.height = attribs.height;
      return { tagName, attribs: kept };
    },
  },
  // A picture whose address was refused is an empty box: leave it out.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export interface BodyMedia {
  images: BodyImage[];
  videos: BodyVideo[];
}

function normaliseRef(ref: string): string {
  return ref.replace(/[<!\->\s]/g, '');
}

/**
 * The picture or video a placeholder names: the one carrying its ref, else, for `IMAGEARRAY#n` and `VIDEOARRAY#n`,
 * the n-th one when it came without a ref (deployments send refless media and still place them by position).
 */
function placedBy<T extends { ref: string }>(media: T[], arrayName: string): (ref: string) => T | undefined {
  const named = new Map(media.map((item) => [normaliseRef(item.ref), item]));
  return (ref) => {
    const [name, n] = ref.split('#');
    const nth = name === arrayName ? media[Number(n)] : undefined;
    return named.get(ref) ?? (nth && !normaliseRef(nth.ref) ? nth : undefined);
  };
}

export function sanitizeArticleBody(html: string, media: BodyMedia): string {
  const marked = html
    .replaceAll(mark, '')
    .replace(placeholder, (_whole, ref: string) => `${mark}${ref}${mark}`);
  const clean = sanitizeHtml(marked, options);

  const placedPicture = placedBy(media.images, 'IMAGEARRAY');
  const placedVideo = placedBy(media.videos, 'VIDEOARRAY');
  let imagesPlaced = 0;
  const resolve = (ref: string): string => {
    const image = placedPicture(ref);
    if (image) {
      const markup = imageFigure(image, imagesPlaced === 0);
      if (markup) imagesPlaced += 1;
      return markup;
    }
    const video = placedVideo(ref);
    return video ? videoFigure(video) : '';
  };

  // A figure may not sit inside a paragraph: a paragraph holding only a placeholder becomes the figure.
  return clean
    .replace(paragraphOfOnePlaceholder, (_whole, marked: string) => marked)
    .replace(markedPlaceholder, (_whole, ref: string) => resolve(ref));
}

/** How many article bodies the memo keeps (the most read ones; each a few KB). */
const memoEntries = 500;
const memo = new Map<number, { html: string; mediaKey: string; body: string }>();

/**
 * sanitizeArticleBody is a pure function of the body and its media, and the same article is read again and
 * again: the result is kept per article id and reused while the body and media are exactly those it was made
 * from (any edit on the publisher makes a new one). See docs/adr-sanitised-body-memo.md.
 */
export function sanitizeArticleBodyMemo(id: number, html: string, media: BodyMedia): string {
  const mediaKey = JSON.stringify(media);
  const kept = memo.get(id);
  if (kept && kept.html === html && kept.mediaKey === mediaKey) {
    // most recently used last, so the oldest go first
    memo.delete(id);
    memo.set(id, kept);
    return kept.body;
  }
  const body = sanitizeArticleBody(html, media);
  memo.delete(id);
  if (memo.size >= memoEntries) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  memo.set(id, { html, mediaKey, body });
  return body;
}
