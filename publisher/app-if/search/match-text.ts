import { stripHtml } from '../../wire.ts';

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const BEFORE = 18;
const LENGTH = 80;

/**
 * The words around the first place the body holds the search: the whole of one of the typed words, else one of
 * its pairs of characters (what the index matched). Plain text; the reader's page marks the words itself.
 */
export function matchText(content: string, key: string): string {
  const text = stripHtml(content)
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = text.toLowerCase();
  const words = key.toLowerCase().split(/\s+/).filter(Boolean);
  const pairs = words.flatMap((w) =>
    HAN.test(w)
      ? Array.from({ length: Math.max(0, [...w].length - 1) }, (_, i) => [...w].slice(i, i + 2).join(''))
      : [],
  );
  const at = firstIndex(lower, words) ?? firstIndex(lower, pairs);
  if (at === undefined) return '';
  const from = Math.max(0, at - BEFORE);
  const snippet = text.slice(from, from + LENGTH);
  return `${from > 0 ? '…' : ''}${snippet}${from + LENGTH < text.length ? '…' : ''}`;
}

function firstIndex(text: string, needles: string[]): number | undefined {
  const found = needles.map((n) => text.indexOf(n)).filter((i) => i >= 0);
  return found.length > 0 ? Math.min(...found) : undefined;
}
