import { withoutDirectionControls } from '../../validation.ts';

/** A comment's most characters (code points: an emoji or a Tibetan stack letter counts once per code point). */
export const COMMENT_MAX_CHARS = 500;

/** Control characters other than the line break, and the invisible U+FEFF, have no place in a comment. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f\ufeff]/g;

/**
 * The text as stored: unsafe characters and direction controls (every reader text's rule, validation.ts) dropped,
 * lines trimmed at the ends, at most one empty line in a row. Markup is kept as typed: it is text, and every screen
 * shows it as text.
 */
export function normaliseComment(text: string): string {
  return withoutDirectionControls(text)
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, '')
    .replace(/[ \t\u3000]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const charCount = (text: string) => [...text].length;
