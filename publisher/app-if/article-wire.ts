import { LIST_ITEM_FIELDS } from '../contract-fields.ts';
import { absolute, picUrl, stripHtml, wireTime } from '../wire.ts';
import type { ArticleRow, ColumnRow, ImageSize, ReporterRow } from './content-store.ts';

export type WireContext = { publicUrl: string; siteId: number; columns: Map<number, ColumnRow> };

/** Where a list item opens: the detail call for 0/1/2, the touch or outside page for 3, 4, 6, 12 (PUBLISHER_API §3.3). */
function contentUrl(w: WireContext, a: ArticleRow): string {
  const base = `${w.publicUrl}/template/displayTemplate/news`;
  switch (a.articleType) {
    case 3:
      return `${base}/specDetail/${a.linkId}/${a.fileId}.html`;
    case 4:
    case 12:
      return absolute(w.publicUrl, a.url);
    case 6:
      return `${base}/liveDetail/${a.linkId}/${a.fileId}.html`;
    default:
      return `${w.publicUrl}/app_if/getArticleContent?articleId=${a.fileId}`;
  }
}

function ratioText(ratio: string): string {
  const [w, h] = ratio.split(':').map(Number);
  return w && h ? `750:${Math.round((750 * h) / w)}` : '750:422';
}

function liveConfigWire(w: WireContext, a: ArticleRow) {
  if (!a.liveConfig) return undefined;
  return {
    webBanner: picUrl(w.publicUrl, a.liveConfig.appBannerRef),
    appBanner: picUrl(w.publicUrl, a.liveConfig.appBannerRef),
    webBannerUrl: '',
    appBannerUrl: '',
    videos: a.liveConfig.videos.map((v) => ({
      appLiveUrl: absolute(w.publicUrl, v.appLiveUrl),
      appPlaybackUrl: absolute(w.publicUrl, v.appPlaybackUrl),
      playbackUrls: v.playbackUrls.map((u) => absolute(w.publicUrl, u)),
    })),
    users: a.liveConfig.users,
  };
}

/** A list item (PUBLISHER_API §4.2): ints for ids and counts, `picCount` and `discussClosed` as strings. */
export function listItem(w: WireContext, a: ArticleRow, position = 0) {
  const column = w.columns.get(a.columnId);
  const title = picUrl(w.publicUrl, a.titleImageRef);
  const body = a.bodyImages.map((b) => picUrl(w.publicUrl, b.ref));
  const item: Record<string, unknown> = {
    fileId: a.fileId,
    version: a.publishedAt,
    realPubTime: wireTime(a.publishedAt),
    publishtime: wireTime(a.publishedAt),
    title: a.title,
    textTitle: stripHtml(a.title),
    listTitle: a.listTitle,
    subTitle: a.subTitle,
    leadTitle: a.leadTitle,
    attAbstract: a.abstract,
    textAbstract: a.abstract,
    articleType: a.articleType,
    newstype: a.articleType,
    colID: a.columnId,
    columnID: a.columnId,
    colName: column?.name ?? '',
    columnCasName: column?.casNames ?? '',
    source: a.source,
    arthorName: a.author,
    reporter: a.author,
    tag: a.tags.join('；'),
    mark: a.mark,
    shareUrl: `${w.publicUrl}/template/displayTemplate/news/newsDetail/${a.columnId}/${a.fileId}.html?isShare=true`,
    url: absolute(w.publicUrl, a.url),
    contentUrl: contentUrl(w, a),
    linkID: a.linkId,
    picType: a.picType,
    picRatio: ratioText(a.picRatio),
    picBig: title,
    picMiddle: title,
    picSmall: title,
    pic0: body[0] ?? '',
    pic1: body[1] ?? '',
    pic2: body[2] ?? '',
    picCount: String(body.length),
    pic_list_title: title ? [title] : [],
    pic_list: body,
    isBigPic: 0,
    countClick: a.countClick,
    countDiscuss: a.countDiscuss,
    countPraise: a.countPraise,
    countShare: a.countShare,
    discussClosed: String(a.discussClosed),
    shareClosed: a.shareClosed,
    xyAccountID: 0,
    isTop: position > 0,
    position,
  };
  if (a.articleType === 2) {
    item.videoUrl = absolute(w.publicUrl, a.videoUrl);
    item.duration = a.duration;
  }
  if (a.articleType === 6) {
    item.liveStatus = a.liveStatus;
    item.liveType = 1;
    item.linkName = a.title;
    item.liveStartTime = wireTime(a.publishedAt);
    item.config = liveConfigWire(w, a);
  }
  return item;
}

/**
 * The fields a list card needs: the contract's (contract-fields.ts) plus what the front end's parser reads besides
 * (url, isBigPic, the video and live extras). Modules and the topModule carry these slimmer items: the home answer
 * holds some forty of them, and their full copies doubled its size; the full item is one moduleView or
 * getArticleContent away.
 */
const CARD_FIELDS = [
  ...LIST_ITEM_FIELDS,
  'url',
  'isBigPic',
  'videoUrl',
  'duration',
  'liveStatus',
  'liveType',
  'liveStartTime',
  'config',
];

export function cardItem(w: WireContext, a: ArticleRow): Record<string, unknown> {
  const full = listItem(w, a);
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (field in full) card[field] = full[field];
  return card;
}

const CREDIT_ROLES = [
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
    tags: a.tags.map((name, order) => ({ id: order + 1, name, order })),
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
