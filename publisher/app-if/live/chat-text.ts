// The spec's comment rules (§5) for a live's chat: the same limits as comments, kept here until the comments area's
// rules are on main for both to share.

/** A chat message's most characters (code points: an emoji or a Tibetan stack letter counts once each). */
export const CHAT_MAX_CHARS = 500;

/**
 * Direction overrides and isolates (U+202A–202E, U+2066–2069) can make stored text read backwards or hide what
 * follows; other control characters than the line break have no place in a message.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The text as stored: unsafe characters dropped, ends trimmed, at most one empty line in a row. Markup stays text. */
export function normaliseChat(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, '')
    .replace(/[ \t\u3000]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
