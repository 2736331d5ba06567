// spec §5 share text: titles cut by byte length (wide characters two bytes) with separate maxima for
// messenger-type clients and others, doubled for the second title; descriptions plain and ≤100 characters.
import { truncateByWidth } from './textWidth';

export type ShareClient = 'messenger' | 'other';

/** Ours: the spec says "configured maxima" without numbers; a messenger card shows about 2 lines. */
export const defaultShareTitleMaxima: Record<ShareClient, number> = { messenger: 64, other: 100 };

export const shareDescriptionMax = 100;

export function shareTitle(
  title: string,
  client: ShareClient,
  {
    second = false,
    maxima = defaultShareTitleMaxima,
  }: { second?: boolean; maxima?: Record<ShareClient, number> } = {},
): string {
  const max = maxima[client] * (second ? 2 : 1);
  return truncateByWidth(title.trim(), max, '');
}

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Plain text from article HTML, whitespace collapsed, at most 100 characters. */
export function shareDescription(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, shareDescriptionMax).join('');
}

/** spec §5: list-item page titles lose their bracketed markers (【独家】, [视频]). */
export function stripTitleMarkers(title: string): string {
  return title
    .replace(/【[^】]*】|\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
