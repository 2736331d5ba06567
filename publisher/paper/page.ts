// A printed page's geometry, shared by the planner (which places the articles) and the drawing (which draws them
// where they were placed): every length is in percent of the page's width (x) or height (y), as the interface's
// `mapping` is.
import type { Random } from '../seed/random.ts';

/** The page image's pixels: a broadsheet's shape (1 : 1.43), wide enough to read a headline zoomed on a phone. */
export const PAGE_WIDTH = 1500;
export const PAGE_HEIGHT = 2145;

/** An article's area: a rectangle, in percent of the page. */
export type Area = { x: number; y: number; w: number; h: number };

const SIDE_MARGIN = 4;
const BOTTOM = 96.5;
/** The front page carries the masthead; every other page a running head (paper, page, date). */
const FRONT_TOP = 17;
const INNER_TOP = 6.5;
/** Space between two articles' areas: the page's rules are drawn in it. */
export const GUTTER = 0.8;
/** The grid the planner cuts a row into. */
const COLUMNS = 6;

/** The front page is the first: 版次 "01". */
export const isFrontPage = (number: string) => number === '01';

/** Where articles may go on a page: below the masthead or the running head, inside the margins. */
export function contentBox(front: boolean): Area {
  const y = front ? FRONT_TOP : INNER_TOP;
  return { x: SIDE_MARGIN, y, w: 100 - 2 * SIDE_MARGIN, h: BOTTOM - y };
}

/** Two decimals: what the wire sends, and what the drawing is given back, so both are the same numbers. */
const round = (n: number) => Math.round(n * 100) / 100;

/** The area's corner points, clockwise from the top left, as `paper_articles.area` keeps them. */
export function corners(a: Area): [number, number][] {
  const [x0, y0, x1, y1] = [a.x, a.y, a.x + a.w, a.y + a.h].map(round) as [number, number, number, number];
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** The rectangle a stored area spans (its corner points' bounds). */
export function areaOf(points: [number, number][]): Area {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** How a row of `k` articles shares the grid's columns. */
function rowWidths(k: number, rng: Random): number[] {
  if (k === 1) return [COLUMNS];
  if (k === 2)
    return rng
      .pick([
        [3, 3],
        [4, 2],
        [2, 4],
      ] as const)
      .slice();
  return [2, 2, 2];
}

/**
 * Places `count` articles on a page, in reading order: the first (the page's lead) across the top, taller than the
 * rest, then rows of one to three. Rows fill the content box from its top down to `bottom` (percent of the page; the
 * space below is left for advertisements), and every area keeps a gutter to its neighbours.
 */
export function planPage(count: number, front: boolean, rng: Random, bottom = BOTTOM): Area[] {
  if (count <= 0) return [];
  const box = contentBox(front);
  const rows: number[][] = [];
  let left = count;
  // the lead: alone across the page, or beside a narrow second article
  const leadWidths = left >= 4 && rng.chance(0.5) ? [4, 2] : [COLUMNS];
  rows.push(leadWidths);
  left -= leadWidths.length;
  while (left > 0) {
    const k = Math.min(left, left > 3 ? rng.int(1, 3) : left === 3 ? rng.int(2, 3) : left);
    rows.push(rowWidths(k, rng));
    left -= k;
  }
  // the lead row weighs half again as much as the others
  const weights = rows.map((_, i) => (i === 0 ? 1.5 : 1));
  const unit = (bottom - box.y) / weights.reduce((a, b) => a + b, 0);
  const areas: Area[] = [];
  let y = box.y;
  rows.forEach((widths, i) => {
    const h = weights[i]! * unit;
    let x = box.x;
    for (const columns of widths) {
      const w = (box.w * columns) / COLUMNS;
      areas.push({ x: x + GUTTER / 2, y: y + GUTTER / 2, w: w - GUTTER, h: h - GUTTER });
      x += w;
    }
    y += h;
  });
  return areas;
}
