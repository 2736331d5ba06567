/** A comment's most characters (code points: an emoji or a Tibetan stack letter counts once per code point). */
export const COMMENT_MAX_CHARS = 500;

/**
 * Direction overrides and isolates (U+202A–202E, U+2066–2069) can make stored text read backwards or hide what
 * follows; other control characters than the line break have no place in a comment.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The text as stored: unsafe characters dropped, lines trimmed at the ends, at most one empty line in a row. Markup is
 * kept as typed: it is text, and every screen shows it as text.
 */
export function normaliseComment(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, '')
    .replace(/[ \t\u3000]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const charCount = (text: string) => [...text].length;
