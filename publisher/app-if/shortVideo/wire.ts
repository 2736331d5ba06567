import type { ReporterRow } from '../../db/schema/index.ts';
import { clipOf } from '../../media/clips.ts';
import { absolute, picUrl, wireTime } from '../../wire.ts';
import type { ShortVideo } from './store.ts';

/** Founder's answer for an unknown id (PUBLISHER_API §2: the error envelope). */
export const NOT_FOUND = 'Your server has down or target user not exist !';

const touchPage = (publicUrl: string, page: string, fileId: number) =>
  `${publicUrl}/template/displayTemplate/news/${page}/${fileId}.html`;

/** Who made it: the reporter who signs it, else the article's author, else the paper. */
function authorWire(publicUrl: string, v: ShortVideo, reporter: ReporterRow | undefined) {
  return {
    id: reporter?.id ?? 0,
    name: reporter?.name ?? (v.article.author || v.article.source),
    icon: reporter ? picUrl(publicUrl, reporter.photoRef) : '',
  };
}

/**
 * A short video as every list of the service sends it _(ours)_: the article's list fields, its category (`catId`,
 * `catName`), the film (`videoUrl`), its poster (`picBig`) and the film's pixel size, the author, the counts, and
 * the touch pages that play it (`contentUrl` minVideoDetail, `shareUrl` mvodShare).
 */
export function shortVideoItem(publicUrl: string, v: ShortVideo, reporter: ReporterRow | undefined) {
  const a = v.article;
  return {
    fileId: a.fileId,
    title: a.title,
    attAbstract: a.abstract,
    publishtime: wireTime(a.publishedAt),
    catId: v.category.id,
    catName: v.category.name,
    videoUrl: absolute(publicUrl, a.videoUrl),
    picBig: picUrl(publicUrl, a.titleImageRef),
    width: v.video.width,
    height: v.video.height,
    duration: a.duration,
    author: authorWire(publicUrl, v, reporter),
    countClick: a.countClick,
    countPraise: a.countPraise,
    countDiscuss: a.countDiscuss,
    countShare: a.countShare,
    discussClosed: a.discussClosed,
    shareClosed: a.shareClosed,
    contentUrl: touchPage(publicUrl, 'minVideoDetail', a.fileId),
    shareUrl: touchPage(publicUrl, 'mvodShare', a.fileId),
  };
}

/**
 * The files a short video plays: the publisher's own clips come as HLS in short segments and as an MP4 (media/
 * clips.ts); any other address is the one file it names.
 */
export function filesWire(publicUrl: string, v: ShortVideo) {
  const address = v.article.videoUrl;
  const size = { width: v.video.width, height: v.video.height, duration: v.article.duration };
  if (clipOf(address) !== undefined)
    return [
      { format: 'hls', url: absolute(publicUrl, address), ...size },
      { format: 'mp4', url: absolute(publicUrl, address.replace(/\.m3u8$/, '.mp4')), ...size },
    ];
  return [{ format: address.endsWith('.m3u8') ? 'hls' : 'mp4', url: absolute(publicUrl, address), ...size }];
}
