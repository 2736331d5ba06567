// A page's article areas as the wire sends them (`mapping`: each area a list of "x,y" points in percent of the page)
// turned into the boxes a page draws. Deployments differ and some points are broken, so this reads what it can:
// points as "x,y" (or "x y"), [x, y] or {x, y}; an area as a list of points, a flat list of numbers or one string
// ("x,y;x,y", or an HTML image map's "x1,y1,x2,y2,…"); the whole mapping as a list or its JSON text. Points that are
// not two finite numbers are dropped; an area keeps its box when two points or more are left and the box has a size.
// Coordinates past 100 are read as pixels of the page when its size is known, else held to the page's edge.
import type { ArticleArea } from './entities';

type Point = [number, number];
type PageSize = { width: number; height: number };

const num = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

function point(value: unknown): Point | undefined {
  let pair: unknown[] = [];
  if (typeof value === 'string') pair = value.trim().split(/[\s,]+/);
  else if (Array.isArray(value)) pair = value;
  else if (value && typeof value === 'object')
    pair = [(value as Record<string, unknown>).x, (value as Record<string, unknown>).y];
  if (pair.length !== 2) return undefined;
  const [x, y] = pair.map(num) as Point;
  return Number.isFinite(x) && Number.isFinite(y) ? [x, y] : undefined;
}

/** Numbers two by two: x1, y1, x2, y2, … (an odd last one is dropped). */
function pairs(numbers: number[]): (Point | undefined)[] {
  const out: (Point | undefined)[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const [x, y] = [numbers[i]!, numbers[i + 1]!];
    out.push(Number.isFinite(x) && Number.isFinite(y) ? [x, y] : undefined);
  }
  return out;
}

function pointsOf(area: unknown): Point[] {
  let found: (Point | undefined)[] = [];
  if (typeof area === 'string') {
    found = area.includes(';')
      ? area.split(';').map(point)
      : pairs(
          area
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(num),
        );
  } else if (Array.isArray(area)) {
    const flat = area.length > 0 && area.every((v) => typeof v === 'number');
    found = flat ? pairs(area as number[]) : area.map(point);
  }
  return found.filter((p) => p !== undefined);
}

const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** One area's box, or undefined when its points make none. */
export function areaBox(area: unknown, page?: PageSize): ArticleArea | undefined {
  let points = pointsOf(area);
  if (points.length < 2) return undefined;
  const inPixels = points.some(([x, y]) => x > 100 || y > 100);
  if (inPixels && page && page.width > 0 && page.height > 0)
    points = points.map(([x, y]) => [(x / page.width) * 100, (y / page.height) * 100]);
  const xs = points.map(([x]) => clamp(x));
  const ys = points.map(([, y]) => clamp(y));
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const width = Math.max(...xs) - left;
  const height = Math.max(...ys) - top;
  if (width <= 0 || height <= 0) return undefined;
  return { left: round(left), top: round(top), width: round(width), height: round(height) };
}

/** Every area of a page's mapping, in order (undefined where an area makes no box). */
export function mappingBoxes(mapping: unknown, page?: PageSize): (ArticleArea | undefined)[] {
  let areas: unknown = mapping;
  if (typeof mapping === 'string') {
    try {
      areas = JSON.parse(mapping);
    } catch {
      return [];
    }
  }
  return Array.isArray(areas) ? areas.map((area) => areaBox(area, page)) : [];
}
