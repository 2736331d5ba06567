// Comment text rules shared by the list and the box: plain text only, web addresses found for linking (each still
// goes through the safe-URL check), the length counted as the publisher counts it.

/** The publisher's limit (publisher/app-if/comments/text.ts), in code points. */
export const commentMaxChars = 500;

/** Code points: an emoji or a Tibetan letter with its vowel sign is counted per code point, never per UTF-16 unit. */
export const commentLength = (text: string) => [...text.trim()].length;

export type TextPart = { text: string } | { link: string };

// an address ends before whitespace, CJK text or closing punctuation that is more likely prose than URL
const address =
  /https?:\/\/[^\s<>"'\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+[^\s<>"'.,;:!?)\]}\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/gi;

/** The text cut into plain runs and http(s) addresses, in order. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(address)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ link: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
