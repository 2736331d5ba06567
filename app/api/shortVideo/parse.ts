// The short-video service's answers (publisher: app-if/shortVideo, docs/paper.md).
import { listCaps } from '~/lib/lists';
import { arr, date, flag, int, listOf, optStr, pick, rec, str } from '../lenient';
import type {
  ShortVideo,
  ShortVideoCategory,
  ShortVideoDetail,
  ShortVideoFile,
  ShortVideoFiles,
  ShortVideoNeighbours,
  ShortVideoPage,
  ShortVideoSettings,
  ShortVideoShare,
} from './entities';

/** spec §9: a share description is at most 100 characters. */
const MAX_SHARE_DESCRIPTION = 100;

export function parseShortVideo(raw: unknown): ShortVideo | null {
  const o = rec(raw);
  const id = int(pick(o, 'fileId', 'fileID', 'id'));
  if (id <= 0) return null;
  const author = rec(o.author);
  return {
    id,
    title: str(pick(o, 'title', 'listTitle')),
    summary: str(pick(o, 'attAbstract', 'abstract', 'description')),
    publishedAt: date(pick(o, 'publishtime', 'publishTime')),
    categoryId: int(pick(o, 'catId', 'catID', 'categoryId')),
    categoryName: str(pick(o, 'catName', 'categoryName')),
    videoUrl: str(pick(o, 'videoUrl', 'url')),
    poster: optStr(pick(o, 'picBig', 'poster', 'imageUrl', 'pic0')),
    width: int(o.width),
    height: int(o.height),
    duration: int(o.duration),
    author: {
      id: int(author.id),
      name: str(pick(author, 'name', 'nickname')) || str(pick(o, 'authorName', 'author', 'source')),
      avatar: optStr(pick(author, 'icon', 'avatar', 'head')),
    },
    reads: int(o.countClick),
    likes: int(o.countPraise),
    comments: int(o.countDiscuss),
    shares: int(pick(o, 'countShare', 'countShareClick')),
    commentsClosed: flag(o.discussClosed),
    shareClosed: flag(o.shareClosed),
    shareUrl: optStr(o.shareUrl),
  };
}

const videos = (value: unknown): ShortVideo[] =>
  arr(value)
    .map(parseShortVideo)
    .filter((v) => v !== null);

/** shortVideoArticle; null for an unknown one (a lookup's not-found reads as null too). */
export function parseShortVideoDetail(raw: unknown): ShortVideoDetail | null {
  const video = parseShortVideo(raw);
  return video ? { ...video, html: str(rec(raw).content) } : null;
}

export function parseShortVideoCategories(raw: unknown): ShortVideoCategory[] {
  return listOf(raw).flatMap((item) => {
    const o = rec(item);
    const id = int(pick(o, 'id', 'catId', 'catID'));
    return id > 0 ? [{ id, name: str(pick(o, 'name', 'catName')), count: int(o.count) }] : [];
  });
}

export function parseShortVideoPage(raw: unknown): ShortVideoPage {
  return { videos: videos(listOf(raw)), hasMore: flag(rec(raw).hasMore) };
}

/** shortVideoRelated: at most four, whatever the answer holds (spec §9). */
export function parseRelatedShortVideos(raw: unknown): ShortVideo[] {
  return videos(listOf(raw)).slice(0, listCaps.relatedShortVideos);
}

/** shortVideoNear; null when the answer names no neighbours at all. */
export function parseShortVideoNeighbours(raw: unknown): ShortVideoNeighbours | null {
  const o = rec(raw);
  if (!Array.isArray(o.previous) && !Array.isArray(o.next)) return null;
  return {
    categoryId: int(pick(o, 'catId', 'categoryId')),
    previous: videos(o.previous),
    next: videos(o.next),
  };
}

function parseFile(
  raw: unknown,
  fallback: { width: number; height: number; duration: number },
): ShortVideoFile | null {
  const o = rec(raw);
  const url = str(pick(o, 'url', 'videoUrl'));
  if (!url) return null;
  const format = str(o.format).toLowerCase();
  return {
    format: format === 'hls' || format === 'm3u8' || /\.m3u8(?:$|\?)/.test(url) ? 'hls' : 'mp4',
    url,
    width: int(o.width, fallback.width),
    height: int(o.height, fallback.height),
    duration: int(o.duration, fallback.duration),
  };
}

/** shortVideoAttach: the files (HLS first), and the poster; null without any file. */
export function parseShortVideoFiles(raw: unknown): ShortVideoFiles | null {
  const o = rec(raw);
  const poster = rec(o.poster);
  const posterUrl = str(pick(poster, 'url')) || str(pick(o, 'poster', 'picBig'));
  const size = { width: int(poster.width), height: int(poster.height), duration: int(o.duration) };
  const files = listOf(raw)
    .map((f) => parseFile(f, size))
    .filter((f) => f !== null)
    .sort((a, b) => Number(b.format === 'hls') - Number(a.format === 'hls'));
  if (files.length === 0) return null;
  return {
    id: int(pick(o, 'fileId', 'id')),
    ...(posterUrl ? { poster: { url: posterUrl, width: size.width, height: size.height } } : {}),
    files,
  };
}

export function parseShortVideoSettings(raw: unknown): ShortVideoSettings {
  const o = rec(raw);
  // absent switches are on: a deployment that says nothing plays as the spec's pages do
  const on = (value: unknown) => value === undefined || flag(value);
  return {
    autoplay: on(o.autoplay),
    loop: on(o.loop),
    preloadNext: on(o.preloadNext),
    pageSize: int(o.pageSize, 20) || 20,
    relatedCount: Math.min(int(o.relatedCount, listCaps.relatedShortVideos), listCaps.relatedShortVideos),
    commentsOpen: on(o.commentOpen),
    defaultPoster: optStr(o.defaultPoster),
  };
}

export function parseShortVideoShare(raw: unknown): ShortVideoShare | null {
  const o = rec(raw);
  const articleId = int(pick(o, 'article_id', 'articleId', 'fileId'));
  if (articleId <= 0) return null;
  return {
    title: str(o.title),
    description: [...str(pick(o, 'desc', 'description'))].slice(0, MAX_SHARE_DESCRIPTION).join(''),
    image: optStr(pick(o, 'imgUrl', 'image')),
    url: optStr(pick(o, 'shareUrl', 'url')),
    objectType: int(o.objectType),
    articleId,
    shareClosed: flag(o.forbidShare),
  };
}

/** shortVideoEvent: a like answers whether it counted and the like count now (others just `{value:"true"}`). */
export function parseShortVideoEvent(raw: unknown): { counted?: boolean; likes?: number } {
  const o = rec(raw);
  return {
    ...(o.counted === undefined ? {} : { counted: flag(o.counted) }),
    ...(o.countPraise === undefined ? {} : { likes: int(o.countPraise) }),
  };
}
