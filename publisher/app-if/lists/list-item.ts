import type { ArticleRow, ColumnRow } from '../../db/schema/index.ts';
import { absolute, picUrl, stripHtml, wireTime } from '../../wire.ts';

/** What a list item is made of: an article without its body, credits and reporters (a search reads no more). */
export type ListedArticle = Omit<ArticleRow, 'content' | 'lang' | 'status' | 'credits' | 'reporterIds'>;

export type WireContext = { publicUrl: string; siteId: number; columns: Map<number, ColumnRow> };

/** Where a list item opens: the detail call for 0/1/2, the touch or outside page for 3, 4, 6, 12 (PUBLISHER_API §3.3). */
export function contentUrl(w: WireContext, a: ListedArticle): string {
  const base = `${w.publicUrl}/template/displayTemplate/news`;
  switch (a.articleType) {
    case 3:
      return `${base}/specDetail/${a.linkId}/${a.fileId}.html`;
    case 4:
    case 12:
      return absolute(w.publicUrl, a.url);
    case 6:
      return `${base}/liveDetail/${a.linkId}/${a.fileId}.html`;
    // this edition's reader entries (seed/reader-entries.ts): the tip-off form, a call for submissions
    case 110:
      return `${base}/tipoffDetail.html`;
    case 111:
      return `${base}/seekArticleDetail/${a.linkId}.html`;
    default:
      return `${w.publicUrl}/app_if/getArticleContent?articleId=${a.fileId}`;
  }
}

function ratioText(ratio: string): string {
  const [w, h] = ratio.split(':').map(Number);
  return w && h ? `750:${Math.round((750 * h) / w)}` : '750:422';
}

export function liveConfigWire(w: WireContext, a: ListedArticle) {
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
export function listItem(w: WireContext, a: ListedArticle, position = 0) {
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
 * The fields a list card needs: those the front end's list parser reads (its wire fixtures, app/api/lists/fixtures)
 * plus the video and live extras. Modules and the topModule carry these slimmer items: the home answer holds some
 * forty of them, and their full copies doubled its size; the full item is one moduleView or getArticleContent away.
 * The order is the order of the keys on the wire.
 */
const CARD_FIELDS = [
  'fileId',
  'title',
  'listTitle',
  'columnID',
  'colID',
  'articleType',
  'picType',
  'publishtime',
  'version',
  'picBig',
  'picMiddle',
  'picSmall',
  'pic_list',
  'pic_list_title',
  'picRatio',
  'picCount',
  'attAbstract',
  'contentUrl',
  'shareUrl',
  'linkID',
  'countClick',
  'countDiscuss',
  'countPraise',
  'countShare',
  'shareClosed',
  'discussClosed',
  'xyAccountID',
  'source',
  'mark',
  'url',
  'isBigPic',
  'videoUrl',
  'duration',
  'liveStatus',
  'liveType',
  'liveStartTime',
  'config',
];

export function cardItem(w: WireContext, a: ListedArticle): Record<string, unknown> {
  const full = listItem(w, a);
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (field in full) card[field] = full[field];
  return card;
}
