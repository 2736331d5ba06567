// The printed paper's answers, in both generations of names (Founder's getPapers, getPaperDates, getPaperLayouts,
// getPaperArticles, searchAllPaper; the spec's getLatestMaePaper, getMaePaperDatesByDate; and getPaperArticle).
import { parseArticle } from '../article/parse';
import { arr, date, flag, int, listOf, optInt, optStr, pick, rec, str, type Rec } from '../lenient';
import type {
  ArticleArea,
  Edition,
  IssueDate,
  IssueDates,
  Paper,
  PaperPage,
  PaperSearchPage,
  PrintedArticle,
  PrintedArticleSummary,
} from './entities';
import { areaBox, mappingBoxes } from './mapping';

const BEIJING = 8 * 3_600_000;

/**
 * An issue's day as `yyyyMMdd` from what deployments send: "20250520", 20250520, "2025-05-20", a wire time
 * ("2025-05-20 05:30:00.0") or epoch ms; '' for anything that is no calendar day.
 */
export function issueDate(value: unknown): IssueDate {
  const text = str(value).trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|[ T])/.exec(text);
  let day = m ? `${m[1]}${m[2]}${m[3]}` : '';
  if (!day && /^\d{10,}$/.test(text))
    day = new Date(Number(text) + BEIJING).toISOString().slice(0, 10).replaceAll('-', '');
  if (!day) return '';
  const [y, mo, d] = [day.slice(0, 4), day.slice(4, 6), day.slice(6)].map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? day : '';
}

function parsePaper(raw: unknown): Paper | null {
  const o = rec(raw);
  const id = int(pick(o, 'id', 'paperId', 'paperID'));
  if (id <= 0) return null;
  return {
    id,
    name: str(pick(o, 'name', 'paperName')),
    code: str(o.code),
    icon: optStr(pick(o, 'iconSmall', 'icon')),
    largeIcon: optStr(pick(o, 'iconBig')),
  };
}

/** getPapers: `{papers}` (or a bare list). */
export function parsePapers(raw: unknown): Paper[] {
  return listOf(raw, 'papers')
    .map(parsePaper)
    .filter((p) => p !== null);
}

/** getPaperDates, getMaePaperDatesByDate: `{dates[{date}]}` (or bare day texts); null without a list of dates. */
export function parseIssueDates(raw: unknown): IssueDates | null {
  const o = rec(raw);
  const list = Array.isArray(raw)
    ? raw
    : Array.isArray(o.dates)
      ? o.dates
      : Array.isArray(o.list)
        ? o.list
        : null;
  if (!list) return null;
  const days = list.map((d) =>
    issueDate(typeof d === 'object' && d !== null ? pick(rec(d), 'date', 'time') : d),
  );
  const month = /^\d{6}$/.test(str(o.month)) ? str(o.month) : undefined;
  return { dates: [...new Set(days.filter(Boolean))], ...(month ? { month } : {}) };
}

/** "01 要闻" → ["01", "要闻"]; a name without a 版次 is all 版名. */
function splitName(name: string): [string, string] {
  const m = /^\s*(\d{1,3})\s*(?:版)?\s*(.*)$/.exec(name);
  return m ? [m[1]!, m[2]!.trim()] : ['', name.trim()];
}

function parsePrinted(raw: unknown, page?: { id: number; number: string }, fallbackArea?: ArticleArea) {
  const o = rec(raw);
  const id = int(pick(o, 'fileId', 'fileID', 'id'));
  if (id <= 0) return null;
  const own = areaBox(rec(o.layoutMapping).mapping);
  const pictures = [o.pic0, o.pic1, o.pic2]
    .map((p) => str(p))
    .filter((p) => /^(https?:)?\/\//.test(p) || p.startsWith('/'));
  const summary: PrintedArticleSummary = {
    id,
    title: str(pick(o, 'title', 'listTitle')),
    introTitle: str(pick(o, 'introTitle', 'leadTitle')),
    subtitle: str(pick(o, 'subTitle', 'subtitle')),
    summary: str(pick(o, 'attAbstract', 'abstract', 'textAbstract')),
    publishedAt: date(pick(o, 'publishtime', 'publishTime')),
    date: issueDate(pick(o, 'date', 'paperDate')),
    pageId: int(pick(o, 'layoutId', 'layoutID')) || (page?.id ?? 0),
    pageNumber: str(pick(o, 'layout')) || (page?.number ?? ''),
    pictures,
    reads: int(o.countClick),
    likes: int(o.countPraise),
    comments: int(o.countDiscuss),
    shareUrl: optStr(o.shareUrl),
  };
  const area = own ?? fallbackArea;
  return area ? { ...summary, area } : summary;
}

function parsePage(raw: unknown, index: number): PaperPage | null {
  const o = rec(raw);
  const id = int(pick(o, 'id', 'layoutId', 'layoutID'));
  if (id <= 0) return null;
  const [numberInName, nameInName] = splitName(str(o.name));
  const number = str(pick(o, 'layout', 'layoutNo')) || numberInName || String(index + 1).padStart(2, '0');
  const size = { width: int(o.width), height: int(o.height) };
  // the areas of `mapping` are in the order of `list`; an item's own layoutMapping wins over them
  const boxes = mappingBoxes(o.mapping, size);
  const image = str(pick(o, 'url', 'urlPad', 'picUrl'));
  return {
    id,
    number,
    name: str(pick(o, 'layoutName')) || nameInName,
    ...size,
    image,
    largeImage: optStr(pick(o, 'urlPad')),
    thumbnail: optStr(pick(o, 'picUrl')),
    pdf: optStr(pick(o, 'pdfUrl', 'pdf')),
    shareUrl: optStr(o.shareUrl),
    articles: arr(pick(o, 'list', 'articles'))
      .map((item, i) => parsePrinted(item, { id, number }, boxes[i]))
      .filter((a) => a !== null),
  };
}

/**
 * getPaperLayouts, getLatestMaePaper: an issue `{version, date, layouts}` (the paper as `paperId`/`paperName` or
 * `paper{id,name}`); null when it has no page (a day without an issue, a paper without any).
 */
export function parseEdition(raw: unknown): Edition | null {
  const o = rec(raw);
  const pages = listOf(raw, 'layouts')
    .map(parsePage)
    .filter((p) => p !== null);
  if (pages.length === 0) return null;
  const paper = rec(o.paper);
  return {
    date: issueDate(pick(o, 'date', 'paperDate')),
    paperId: optInt(pick(o, 'paperId', 'paperID') ?? pick(paper, 'id')),
    paperName: optStr(pick(o, 'paperName') ?? pick(paper, 'name')),
    publishedAt: date(o.version),
    pages,
  };
}

/** getPaperArticles: a page's articles `{list}`; null without a list. */
export function parsePageArticles(raw: unknown): PrintedArticleSummary[] | null {
  const list = Array.isArray(raw) ? raw : rec(raw).list;
  if (!Array.isArray(list)) return null;
  return list.map((item) => parsePrinted(item)).filter((a) => a !== null);
}

/** getPaperArticle: the article with its place in the paper; null for a missing one. */
export function parsePrintedArticle(raw: unknown): PrintedArticle | null {
  const article = parseArticle(raw);
  if (!article) return null;
  const o: Rec = rec(raw);
  const area = areaBox(rec(o.layoutMapping).mapping);
  return {
    ...article,
    introTitle: str(pick(o, 'introTitle', 'leadTitle')),
    paperId: optInt(pick(o, 'paperId', 'paperID')),
    paperName: optStr(o.paperName),
    date: issueDate(pick(o, 'date', 'paperDate')),
    pageId: int(pick(o, 'layoutId', 'layoutID')),
    pageNumber: str(o.layout),
    pageName: str(o.layoutName),
    ...(area ? { area } : {}),
  };
}

/** searchAllPaper: `{list, hasMore}`. */
export function parsePaperSearch(raw: unknown): PaperSearchPage {
  const o = rec(raw);
  return {
    articles: listOf(raw)
      .map((item) => parsePrinted(item))
      .filter((a) => a !== null),
    hasMore: flag(o.hasMore),
  };
}
