// spec §5 "Truncation counts wide characters double": anything beyond Latin-1 (CJK, Tibetan, emoji)
// takes two columns, as it does on a phone screen and in the byte counts of share titles.

const isWide = (char: string) => (char.codePointAt(0) ?? 0) > 0xff;

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += isWide(char) ? 2 : 1;
  return width;
}

/** Cuts to at most `max` columns, the ellipsis included; text that fits is returned as is. */
export function truncateByWidth(text: string, max: number, ellipsis = '…'): string {
  if (textWidth(text) <= max) return text;
  const room = max - textWidth(ellipsis);
  let width = 0;
  let out = '';
  for (const char of text) {
    const w = isWide(char) ? 2 : 1;
    if (width + w > room) break;
    width += w;
    out += char;
  }
  return out + ellipsis;
}
