// Which parts of a text the search matched, as plain text parts: the page wraps the hits in <mark>, so a title
// holding "<b>" stays the characters it is and nothing from the publisher or the reader becomes markup.

export interface TextPart {
  text: string;
  hit: boolean;
}

const han = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** The typed words, and for Chinese words their pairs of characters too (what the index matches). */
export function searchNeedles(key: string): string[] {
  const words = key.toLowerCase().split(/\s+/).filter(Boolean);
  const pairs = words.flatMap((word) => {
    const chars = [...word];
    if (!han.test(word) || chars.length < 3) return [];
    return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  });
  // longest first, so a whole word wins over its pairs
  return [...new Set([...words, ...pairs])].sort((a, b) => b.length - a.length);
}

export function highlight(text: string, key: string): TextPart[] {
  const needles = searchNeedles(key);
  const lower = text.toLowerCase();
  const parts: TextPart[] = [];
  let plain = '';
  let i = 0;
  // the lower-cased text keeps the original's offsets only when casing does not change its length
  const sameLength = lower.length === text.length;
  while (i < text.length) {
    const needle = sameLength ? needles.find((n) => lower.startsWith(n, i)) : undefined;
    if (needle) {
      if (plain) parts.push({ text: plain, hit: false });
      plain = '';
      const last = parts[parts.length - 1];
      const hit = text.slice(i, i + needle.length);
      if (last?.hit) last.text += hit;
      else parts.push({ text: hit, hit: true });
      i += needle.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain, hit: false });
  return parts;
}
