// Draws a printed page as SVG for sharp to render: the masthead or the running head, each article inside the very
// area the interface sends for it (a rule on top, its intro title and headline in type, a grey picture, body text
// as grey lines), and advertisements in the space the articles leave below them. Only the headlines are real text;
// on a machine without CJK fonts they show as boxes, which still reads as a page of type.
import { contentBox, GUTTER, isFrontPage, type Area } from './page.ts';

export type DrawnArticle = {
  area: Area;
  title: string;
  introTitle: string;
  /** whether it has a picture (drawn as a grey photograph) */
  picture: boolean;
};

export type PageDrawing = {
  paperName: string;
  /** yyyyMMdd */
  date: string;
  /** 版次 ("01") and 版名 ("要闻") */
  number: string;
  name: string;
  width: number;
  height: number;
  /** the issue's number of pages (the front page's 今日 N 版) */
  issuePages: number;
  articles: DrawnArticle[];
};

const CJK = `'Noto Serif CJK SC','Source Han Serif SC','Noto Sans CJK SC','WenQuanYi Zen Hei',serif`;
const LATIN = `'DejaVu Serif',serif`;
const INK = '#1f1d1a';
const LINE = '#c6c0b4';
const PAPER = '#fbf8f1';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "20250520" → "2025年5月20日 星期二" */
function printedDate(date: string): string {
  const [y, m, d] = [date.slice(0, 4), date.slice(4, 6), date.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const weekday = '日一二三四五六'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${y}年${m}月${d}日 星期${weekday}`;
}

/** A small, stable number from a text: where its paragraphs break, so a page looks the same every time. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** A character's width in ems: CJK type is about one em; Latin letters and digits a little over half. */
const ems = (c: string) => (c.charCodeAt(0) < 0x2000 ? 0.55 : 1);

/** Up to `maxLines` lines of `size` px type in `width` px; what does not fit is cut with an ellipsis. */
function wrap(text: string, size: number, width: number, maxLines: number): string[] {
  const room = width / size;
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const c of text) {
    if (used + ems(c) > room && line) {
      lines.push(line);
      [line, used] = ['', 0];
    }
    line += c;
    used += ems(c);
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${[...lines[maxLines - 1]!].slice(0, -1).join('')}…`;
  }
  return lines;
}

/** How much room `text` takes, in ems. */
const textEms = (text: string) => [...text].reduce((sum, c) => sum + ems(c), 0);

type Box = { x: number; y: number; w: number; h: number };

/** Body text as grey lines in columns, paragraphs indented, from the box's top down. */
function textLines(box: Box, seed: number): string {
  const columns = box.w >= 640 ? 3 : box.w >= 360 ? 2 : 1;
  const gap = 22;
  const columnWidth = (box.w - gap * (columns - 1)) / columns;
  const pitch = 25;
  const out: string[] = [];
  let n = 0;
  for (let c = 0; c < columns; c++) {
    const x = box.x + c * (columnWidth + gap);
    for (let y = box.y; y + 11 <= box.y + box.h; y += pitch, n++) {
      // every seventh to eleventh line ends a paragraph short; the next one starts indented
      const ends = (n + seed) % (7 + (seed % 5)) === 0;
      const starts = n > 0 && (n - 1 + seed) % (7 + (seed % 5)) === 0;
      const indent = starts ? 26 : 0;
      const width = (ends ? columnWidth * 0.55 : columnWidth) - indent;
      out.push(
        `<rect x="${(x + indent).toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="11"/>`,
      );
    }
  }
  return `<g fill="${LINE}">${out.join('')}</g>`;
}

/** A photograph's place: a grey plate with a hill and a sun, so it reads as a picture at any size. */
function picturePlate(box: Box): string {
  const { x, y, w, h } = box;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b9b3a8"/>
<circle cx="${x + w * 0.72}" cy="${y + h * 0.32}" r="${Math.min(w, h) * 0.12}" fill="#d8d3ca"/>
<path d="M${x} ${y + h} L${x} ${y + h * 0.7} L${x + w * 0.3} ${y + h * 0.45} L${x + w * 0.55} ${y + h * 0.68} L${x + w * 0.78} ${y + h * 0.5} L${x + w} ${y + h * 0.72} L${x + w} ${y + h} Z" fill="#8f897e"/>`;
}

function articleBlock(article: DrawnArticle, index: number, page: PageDrawing, box: Area): string {
  const px = (a: Area): Box => ({
    x: (a.x / 100) * page.width,
    y: (a.y / 100) * page.height,
    w: (a.w / 100) * page.width,
    h: (a.h / 100) * page.height,
  });
  const area = px(article.area);
  const pad = 14;
  const inner = { x: area.x + pad, w: area.w - 2 * pad };
  const parts: string[] = [];
  // the rule on the area's top edge, heavier over the page's lead; a column rule in the gutter to its left
  parts.push(
    `<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${index === 0 ? 5 : 2}" fill="${INK}"/>`,
  );
  if (article.area.x > box.x + GUTTER) {
    const gx = ((article.area.x - GUTTER / 2) / 100) * page.width;
    parts.push(`<rect x="${gx - 0.5}" y="${area.y}" width="1" height="${area.h}" fill="${LINE}"/>`);
  }
  let y = area.y + 22;
  if (article.introTitle) {
    const size = 24;
    const [line] = wrap(article.introTitle, size, inner.w, 1);
    parts.push(
      `<text x="${inner.x}" y="${y + size}" font-size="${size}" font-family="${CJK}" fill="#5a554d">${escapeXml(line!)}</text>`,
    );
    y += size + 12;
  }
  // the headline: as large as the area allows, the lead larger still, in at most two lines
  const wide = area.w > page.width * 0.45;
  let size = index === 0 ? (wide ? 68 : 54) : wide ? 50 : 38;
  while (size > 26 && textEms(article.title) > (inner.w / size) * 2) size -= 2;
  // a headline a character or so too long for one line is set a little smaller rather than broken
  const oneLine = Math.floor(inner.w / textEms(article.title));
  if (oneLine < size && oneLine >= size * 0.87) size = oneLine;
  for (const line of wrap(article.title, size, inner.w, 2)) {
    parts.push(
      `<text x="${inner.x}" y="${y + size}" font-size="${size}" font-weight="bold" font-family="${CJK}" fill="${INK}">${escapeXml(line)}</text>`,
    );
    y += size * 1.25;
  }
  y += 16;
  const bottom = area.y + area.h - pad;
  if (article.picture && bottom - y > 160) {
    const w = wide ? inner.w * 0.62 : inner.w;
    const h = Math.min((bottom - y) * 0.5, w * 0.62);
    parts.push(picturePlate({ x: inner.x, y, w, h }));
    y += h + 18;
  }
  if (bottom - y > 11)
    parts.push(textLines({ x: inner.x, y, w: inner.w, h: bottom - y }, hash(article.title)));
  return `<g data-article="${index}">${parts.join('\n')}</g>`;
}

/** What the demo's advertisers print (fictional, as everything in the demo). */
const ADVERTISERS = [
  '青岚湖度假区 夏日特惠',
  '云栖春茶 新茶上市',
  '青岚港物流 通达四方',
  '白沙镇民宿 周末好去处',
  '望湖书店 全场九折',
];

/** Advertisements in the space the articles leave at the foot of the page (the whole of an advertising page). */
function advertisements(page: PageDrawing, box: Area): string {
  const used = Math.max(box.y, ...page.articles.map((a) => a.area.y + a.area.h));
  if (box.y + box.h - used < 6) return '';
  const top = ((used + GUTTER) / 100) * page.height;
  const bottom = ((box.y + box.h) / 100) * page.height;
  const left = (box.x / 100) * page.width;
  const width = (box.w / 100) * page.width;
  const gap = 24;
  const half = (width - gap) / 2;
  return [0, 1]
    .map((i) => {
      const x = left + i * (half + gap);
      const hue = (hash(page.date + page.number) + i * 140) % 360;
      return `<rect x="${x}" y="${top}" width="${half}" height="${bottom - top}" fill="hsl(${hue},35%,86%)" stroke="${INK}" stroke-width="2"/>
<circle cx="${x + half / 2}" cy="${top + (bottom - top) * 0.45}" r="${Math.min(half, bottom - top) * 0.22}" fill="hsl(${hue},45%,62%)"/>
<text x="${x + half / 2}" y="${top + 70}" font-size="48" font-weight="bold" font-family="${CJK}" fill="${INK}" text-anchor="middle">广告</text>
<text x="${x + half / 2}" y="${top + (bottom - top) * 0.8}" font-size="40" font-weight="bold" font-family="${CJK}" fill="${INK}" text-anchor="middle">${ADVERTISERS[(hash(page.date) + i) % ADVERTISERS.length]}</text>
<text x="${x + half / 2}" y="${bottom - 30}" font-size="22" font-family="${LATIN}" fill="#5a554d" text-anchor="middle">ADVERTISEMENT</text>`;
    })
    .join('\n');
}

function masthead(page: PageDrawing): string {
  const w = page.width;
  const h = page.height;
  return `<text x="${w * 0.04}" y="${h * 0.118}" font-size="170" font-weight="bold" font-family="${CJK}" fill="#b3242b">${escapeXml(page.paperName)}</text>
<text x="${w * 0.96}" y="${h * 0.06}" font-size="30" font-family="${LATIN}" fill="${INK}" text-anchor="end">QINGLAN DAILY</text>
<text x="${w * 0.96}" y="${h * 0.09}" font-size="30" font-family="${CJK}" fill="${INK}" text-anchor="end">${printedDate(page.date)}</text>
<text x="${w * 0.96}" y="${h * 0.12}" font-size="30" font-family="${CJK}" fill="${INK}" text-anchor="end">今日${page.issuePages}版</text>
<rect x="${w * 0.04}" y="${h * 0.145}" width="${w * 0.92}" height="6" fill="${INK}"/>
<rect x="${w * 0.04}" y="${h * 0.145 + 12}" width="${w * 0.92}" height="2" fill="${INK}"/>`;
}

function runningHead(page: PageDrawing): string {
  const w = page.width;
  const h = page.height;
  const y = h * 0.04;
  return `<text x="${w * 0.04}" y="${y}" font-size="30" font-family="${CJK}" fill="${INK}">${escapeXml(page.paperName)}</text>
<text x="${w / 2}" y="${y}" font-size="34" font-weight="bold" font-family="${CJK}" fill="${INK}" text-anchor="middle">第${escapeXml(page.number)}版 · ${escapeXml(page.name)}</text>
<text x="${w * 0.96}" y="${y}" font-size="28" font-family="${CJK}" fill="${INK}" text-anchor="end">${printedDate(page.date)}</text>
<rect x="${w * 0.04}" y="${h * 0.052}" width="${w * 0.92}" height="3" fill="${INK}"/>`;
}

export function pageSvg(page: PageDrawing): string {
  const front = isFrontPage(page.number);
  const box = contentBox(front);
  const blocks = page.articles.map((a, i) => articleBlock(a, i, page, box));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}">
<rect width="${page.width}" height="${page.height}" fill="${PAPER}"/>
${front ? masthead(page) : runningHead(page)}
${blocks.join('\n')}
${advertisements(page, box)}
<text x="${page.width / 2}" y="${page.height * 0.985}" font-size="24" font-family="${LATIN}" fill="#5a554d" text-anchor="middle">— ${escapeXml(page.number)} —</text>
</svg>`;
}
