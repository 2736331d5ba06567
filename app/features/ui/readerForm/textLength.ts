/** A reader's text's length as the publisher counts it: code points, trimmed (an emoji is one, as a 字 is). */
export const textLength = (s: string) => [...s.trim()].length;
