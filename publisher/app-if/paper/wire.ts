import type { PaperLayoutRow, PaperRow } from '../../db/schema/index.ts';
import { pageImagePath, pagePdfPath } from '../../paper/routes.ts';
import { picUrl, wireTime } from '../../wire.ts';
import type { PrintedArticle, PrintedPage } from './store.ts';

/** Founder's answer for an unknown paper, page or paper article (PUBLISHER_API §2: the error envelope). */
export const NOT_FOUND = 'Your server has down or target user not exist !';

/** A stored area as the wire sends it: its points as `"x,y"` texts, in percent of the page. */
const points = (area: [number, number][]) => area.map(([x, y]) => `${x},${y}`);

/**
 * The touch page of one page of an issue: `paperSharePage/<yyyyMMdd>/<paperId>/<版次>.html` (spec §2's
 * `/paperSharePage/:time?/:paperId?/:layout?.html`; `layout` is the 版次, as Founder's article items spell it).
 */
export function pageShareUrl(publicUrl: string, layout: PaperLayoutRow): string {
  return `${publicUrl}/template/displayTemplate/news/paperSharePage/${layout.date}/${layout.paperId}/${layout.number}.html`;
}

export function paperWire(publicUrl: string, p: PaperRow) {
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    iconSmall: picUrl(publicUrl, p.iconSmallRef),
    iconBig: picUrl(publicUrl, p.iconBigRef),
  };
}

/**
 * An article as a page lists it (Founder's `fileId, title, introTitle, attAbstract, publishtime, layout, layoutId,
 * contentUrl, shareUrl, pic0…`) and, as spec §3 names it, its own area on the page (`layoutMapping.mapping`).
 */
export function printedItem(
  publicUrl: string,
  { article: a, place }: PrintedArticle,
  layout: PaperLayoutRow,
) {
  const pictures = a.bodyImages.map((b) => picUrl(publicUrl, b.ref));
  return {
    fileId: a.fileId,
    title: a.title,
    introTitle: a.leadTitle,
    subTitle: a.subTitle,
    attAbstract: a.abstract,
    publishtime: wireTime(a.publishedAt),
    date: layout.date,
    layout: layout.number,
    layoutId: layout.id,
    layoutName: layout.name,
    contentUrl: `${publicUrl}/app_if/getPaperArticle?id=${a.fileId}`,
    shareUrl: pageShareUrl(publicUrl, layout),
    pic0: pictures[0] ?? '',
    pic1: pictures[1] ?? '',
    pic2: pictures[2] ?? '',
    picCount: String(pictures.length),
    countClick: a.countClick,
    countDiscuss: a.countDiscuss,
    countPraise: a.countPraise,
    layoutMapping: { layoutId: layout.id, mapping: points(place.area) },
  };
}

/**
 * A page (Founder's layout): `name` is "<版次> <版名>", also sent apart as `layout` and `layoutName`; `mapping` holds
 * the articles' areas in the order of `list`; the page image at a phone's width (`url`), at full size (`urlPad`)
 * and as a thumbnail (`picUrl`), and its PDF.
 */
export function layoutWire(publicUrl: string, { layout, articles }: PrintedPage) {
  return {
    id: layout.id,
    name: `${layout.number} ${layout.name}`,
    layout: layout.number,
    layoutName: layout.name,
    width: layout.width,
    height: layout.height,
    mapping: articles.map((a) => points(a.place.area)),
    url: `${publicUrl}${pageImagePath(layout.id, 'w1080')}`,
    urlPad: `${publicUrl}${pageImagePath(layout.id)}`,
    picUrl: `${publicUrl}${pageImagePath(layout.id, 'w375')}`,
    pdfUrl: `${publicUrl}${pagePdfPath(layout.id)}`,
    shareUrl: pageShareUrl(publicUrl, layout),
    list: articles.map((a) => printedItem(publicUrl, a, layout)),
  };
}

/** An issue (getPaperLayouts, getLatestMaePaper): `version` is when it was published, in epoch ms. */
export function editionWire(publicUrl: string, date: string, pages: PrintedPage[]) {
  return {
    version: pages[0]?.layout.publishedAt ?? 0,
    date,
    layouts: pages.map((p) => layoutWire(publicUrl, p)),
  };
}
