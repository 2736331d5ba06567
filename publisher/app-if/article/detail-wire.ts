import type { ArticleRow, ReporterRow } from '../../db/schema/index.ts';
import { absolute, picUrl, stripHtml, wireTime } from '../../wire.ts';
import { contentUrl, listItem, liveConfigWire, type WireContext } from '../lists/list-item.ts';
import type { ImageSize } from './store.ts';

/** Byline roles by their wire names (liability: responsible editor, checker: proofreader, drawer: designer, …). */
export const CREDIT_ROLES = [
  'source',
  'editor',
  'liability',
  'checker',
  'approver',
  'reviewer',
  'finalReviewer',
  'planner',
  'cameraman',
  'drawer',
  'collaborator',
  'director',
  'intern',
  'correspondent',
] as const;

/**
 * The detail (PUBLISHER_API §4.3): `fileId` and `colID` as strings, counts other than countClick as strings.
 * `images[].imagearray[]` carry the original's `width` and `height` (ints, from `sizes`; 0 when a picture's recipe
 * is missing) so the front end can reserve each picture's box before it loads (docs/publisher-interface.md).
 */
export function articleDetail(
  w: WireContext,
  a: ArticleRow,
  reporters: ReporterRow[],
  related: ArticleRow[],
  sizes: ReadonlyMap<string, ImageSize> = new Map(),
  tagIds: ReadonlyMap<string, number> = new Map(),
) {
  const column = w.columns.get(a.columnId);
  const list = listItem(w, a);
  const credits = Object.fromEntries(
    CREDIT_ROLES.map((role) => [role, a.credits[role] ?? (role === 'source' ? a.source : '')]),
  );
  const bodyImages = a.bodyImages.map((b, i) => ({
    ref: `<!--IMAGEARRAY#${i}-->`,
    picType: 1,
    summary: b.summary,
    imageStyle: '',
    imageUrl: picUrl(w.publicUrl, b.ref),
    width: sizes.get(b.ref)?.width ?? 0,
    height: sizes.get(b.ref)?.height ?? 0,
  }));
  return {
    ...list,
    ...credits,
    fileId: String(a.fileId),
    siteID: w.siteId,
    siteName: '青岚日报',
    subtitle: a.subTitle,
    author: a.author,
    authorID: a.reporterIds[0] ?? 0,
    content: a.content,
    images: bodyImages.length ? [{ ref: '<!--IMAGES#1-->', imagearray: bodyImages }] : [],
    videos:
      a.articleType === 2
        ? [
            {
              ref: '<!--VIDEOS#1-->',
              videoarray: [
                {
                  ref: '<!--VIDEOARRAY#0-->',
                  videoUrl: absolute(w.publicUrl, a.videoUrl),
                  imageUrl: list.picBig,
                  duration: a.duration,
                  attAbstract: a.abstract,
                },
              ],
            },
          ]
        : [],
    imageUrl: list.picBig,
    picCount: a.bodyImages.length,
    columnID: a.columnId,
    colID: String(a.columnId),
    columnName: column?.name ?? '',
    columnStyle: column?.columnStyle ?? '101',
    countDiscuss: String(a.countDiscuss),
    countPraise: String(a.countPraise),
    countShare: String(a.countShare),
    countClickInitial: '0',
    discussClosed: a.discussClosed,
    advClosed: 1,
    aStatus: a.status,
    wordCount: stripHtml(a.content).length,
    readTime: Math.max(1, Math.round(stripHtml(a.content).length / 500)),
    // the tag's own id (tagList/<id>.html reads by it); a name the newsroom never made a tag of goes without
    tags: a.tags.flatMap((name, order) => {
      const id = tagIds.get(name);
      return id ? [{ id, name, order }] : [];
    }),
    isShowReporterCard: reporters.length > 0 ? 1 : 0,
    reporters: reporters.map((r) => ({
      id: r.id,
      name: r.name,
      url: picUrl(w.publicUrl, r.photoRef),
      duty: r.duty,
      description: r.description,
    })),
    liveStatus: a.liveStatus,
    config: liveConfigWire(w, a) ?? { videos: [] },
    widgets: {},
    related: related.map((r) => relatedItem(w, r)),
  };
}

export function relatedItem(w: WireContext, r: ArticleRow) {
  const pic = picUrl(w.publicUrl, r.titleImageRef);
  return {
    relId: r.fileId,
    fileId: r.fileId,
    title: r.title,
    textTitle: stripHtml(r.title),
    publishtime: wireTime(r.publishedAt),
    source: r.source,
    picType: r.picType,
    picB: pic,
    picM: pic,
    picS: pic,
    linkID: r.linkId,
    articleType: r.articleType,
    countClick: r.countClick,
    countDiscuss: r.countDiscuss,
    countPraise: r.countPraise,
    countShare: r.countShare,
    contentUrl: contentUrl(w, r),
    columnID: r.columnId,
    columnName: w.columns.get(r.columnId)?.name ?? '',
  };
}
