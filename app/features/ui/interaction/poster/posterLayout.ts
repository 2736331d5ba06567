// Where each part of a share poster goes (pure: the canvas measures, this decides), so the arrangement is tested
// without a browser. 750 px wide, the width phone designs are drawn at; as tall as its words need.
import { wrapText } from '~/lib/lineBreak';

export interface PosterWords {
  title: string;
  summary: string;
  siteName: string;
  /** the reader's language's 长按识别二维码… */
  scan: string;
  /** the article's picture could be loaded (drawn at the top when so) */
  picture: boolean;
  /** the site's logo could be loaded */
  logo: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lines of one font; line `i` is centred on `y + lineHeight * (i + 0.5)`. */
export interface TextBlock {
  lines: string[];
  font: string;
  x: number;
  y: number;
  lineHeight: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  picture?: Box;
  title: TextBlock;
  summary: TextBlock;
  /** the line between the article and the footer */
  rule: number;
  logo?: Box;
  siteName: TextBlock;
  scan: TextBlock;
  qr: Box;
}

/** Width of text in a canvas font (`bold 44px …`). */
export type FontMeasure = (text: string, font: string) => number;

export const POSTER_WIDTH = 750;
const PAD = 40;
const INNER = POSTER_WIDTH - 2 * PAD;
const QR = 200;
const LOGO = 72;
const GAP = 24;

// Tibetan stacks reach far above and below the line: its lines get more room, as the page's typography gives them
const tibetan = /[\u0f00-\u0fff]/;
const lineHeight = (size: number, text: string) => Math.round(size * (tibetan.test(text) ? 2 : 1.5));

function block(
  text: string,
  font: { size: number; weight?: string; family: string },
  place: { x: number; y: number; width: number; maxLines: number },
  measure: FontMeasure,
): TextBlock {
  const css = `${font.weight ?? 'normal'} ${font.size}px ${font.family}`;
  const lines = wrapText(text, {
    measure: (t) => measure(t, css),
    width: place.width,
    maxLines: place.maxLines,
  });
  return { lines, font: css, x: place.x, y: place.y, lineHeight: lineHeight(font.size, text) };
}

const bottom = (b: TextBlock) => b.y + b.lines.length * b.lineHeight;

export function layoutPoster(words: PosterWords, family: string, measure: FontMeasure): PosterLayout {
  let y = PAD;
  let picture: Box | undefined;
  if (words.picture) {
    // the md169 style's shape, which share pictures are cut to
    picture = { x: PAD, y, width: INNER, height: Math.round((INNER * 9) / 16) };
    y += picture.height + 32;
  }
  const title = block(
    words.title,
    { size: 44, weight: 'bold', family },
    { x: PAD, y, width: INNER, maxLines: 3 },
    measure,
  );
  y = bottom(title) + 16;
  const summary = block(
    words.summary,
    { size: 30, family },
    { x: PAD, y, width: INNER, maxLines: 4 },
    measure,
  );
  y = bottom(summary) + 32;
  const rule = y;
  y += 32;

  const qr: Box = { x: POSTER_WIDTH - PAD - QR, y, width: QR, height: QR };
  const left = PAD + (words.logo ? LOGO + 16 : 0);
  const textWidth = qr.x - GAP - left;
  const logo = words.logo ? { x: PAD, y, width: LOGO, height: LOGO } : undefined;
  const siteName = block(
    words.siteName,
    { size: 32, weight: 'bold', family },
    { x: left, y, width: textWidth, maxLines: 2 },
    measure,
  );
  const scan = block(
    words.scan,
    { size: 26, family },
    {
      x: PAD,
      y: Math.max(bottom(siteName), y + (logo ? LOGO : 0)) + 24,
      width: qr.x - GAP - PAD,
      maxLines: 3,
    },
    measure,
  );
  const height = Math.max(bottom(scan), qr.y + QR) + PAD;
  return { width: POSTER_WIDTH, height, picture, title, summary, rule, logo, siteName, scan, qr };
}
