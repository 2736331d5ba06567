// Where a line of text may break when we lay it out ourselves (a share poster drawn on a canvas, which wraps
// nothing): Chinese between any two characters except before closing and after opening punctuation, Latin at
// spaces, Tibetan after the tsheg (་) or shad (།). A line never breaks inside a grapheme cluster, so a Tibetan
// stack (a letter with its subjoined letters and vowel signs) or an accented letter stays whole; a word wider than
// the line is cut between clusters rather than overflowing.

/** Width of a piece of text in the caller's units (a canvas's measureText, or a count in tests). */
export type Measure = (text: string) => number;

const combining = /^(?:\p{M}|\u200d|[\ufe00-\ufe0f])/u;

/**
 * The text's grapheme clusters: Intl.Segmenter where the browser has it (Chrome 87, Safari 14.1), else code points
 * with each combining mark (and joiner or variation selector) kept with the character before it.
 */
export function graphemes(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    return Array.from(new Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return codePointClusters(text);
}

/** The fallback: code points, each combining mark glued to its base (exported for its test). */
export function codePointClusters(text: string): string[] {
  const clusters: string[] = [];
  let joinNext = false;
  for (const point of text) {
    const last = clusters.length - 1;
    if (last >= 0 && (joinNext || combining.test(point))) clusters[last] += point;
    else clusters.push(point);
    joinNext = point === '\u200d';
  }
  return clusters;
}

// Han, kana, Hangul, CJK symbols and full-width forms: a line may break on either side of one
const cjk = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\ud840-\ud87f]/;
// never at the start of a line (closing punctuation, and the shad, which ends a Tibetan clause)
const noStart = /^[，。、；：？！）」』】》〉〕”’…‥·,.;:?!)\]}%\u0f0d-\u0f12\u0f14]/;
// never at the end of a line (opening punctuation)
const noEnd = /[（「『【《〈〔“‘([{]$/;
// Tibetan syllable and clause ends: the tsheg, the shad and its kin
const tibetanEnd = /[\u0f0b\u0f0d-\u0f12\u0f14]$/;
const space = /\s$/;

/** May a line end between these two clusters? */
export function canBreakBetween(before: string, after: string): boolean {
  if (/^\s/.test(after)) return false; // break after the spaces, so they hang at the line's end
  if (noStart.test(after) || noEnd.test(before)) return false;
  if (space.test(before) || tibetanEnd.test(before)) return true;
  return cjk.test(before) || cjk.test(after);
}

/** The text cut where lines may end: each piece must stay on one line (unless it is wider than the line). */
export function breakUnits(text: string): string[] {
  const clusters = graphemes(text);
  const units: string[] = [];
  let current = '';
  clusters.forEach((cluster, i) => {
    if (current && canBreakBetween(clusters[i - 1]!, cluster)) {
      units.push(current);
      current = '';
    }
    current += cluster;
  });
  if (current) units.push(current);
  return units;
}

export interface WrapOptions {
  measure: Measure;
  width: number;
  /** at most this many lines; the last one cut shows an ellipsis */
  maxLines?: number;
}

/** Lays text out in lines no wider than `width`; spaces at a line's end are dropped. */
export function wrapText(text: string, { measure, width, maxLines = Infinity }: WrapOptions): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => measure(candidate.trimEnd()) <= width;
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const unit of breakUnits(text.replace(/\s+/g, ' ').trim())) {
    if (fits(line + unit)) {
      line += unit;
      continue;
    }
    if (line) push();
    // a word wider than the line: cut between its clusters
    for (const cluster of graphemes(line ? unit : unit.trimStart())) {
      if (line && !fits(line + cluster)) push();
      line += cluster;
    }
  }
  if (line.trim()) push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, measure, width);
  return kept;
}

/** The line shortened, cluster by cluster, until it and an ellipsis fit. */
function withEllipsis(line: string, measure: Measure, width: number): string {
  const clusters = graphemes(line);
  while (clusters.length && measure(`${clusters.join('').trimEnd()}…`) > width) clusters.pop();
  return `${clusters.join('').trimEnd()}…`;
}
