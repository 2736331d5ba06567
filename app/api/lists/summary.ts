import type { ArticleSummary, LiveStatus } from './entities';
import { arr, date, flag, int, listOf, optInt, optStr, pick, rec, str, type Rec } from '../lenient';

function liveStatus(value: unknown): LiveStatus | undefined {
  const n = optInt(value);
  return n === 0 || n === 1 || n === 2 ? n : undefined;
}

/** Body/gallery pictures: pic_list (URLs or {url}), else pic0..pic2. Storage refs are not URLs, so dropped. */
function pictures(o: Rec): string[] {
  const isUrl = (p: string) => /^(https?:)?\/\//.test(p) || p.startsWith('/');
  const fromList = arr(o.pic_list)
    .map((p) => (typeof p === 'string' ? p : str(pick(rec(p), 'url', 'imageUrl'))))
    .filter(isUrl);
  return fromList.length ? fromList : [o.pic0, o.pic1, o.pic2].map((p) => str(p)).filter(isUrl);
}

export function parseArticleSummary(raw: unknown): ArticleSummary {
  const o = rec(raw);
  const pics = pictures(o);
  const type = int(pick(o, 'articleType', 'newstype'));
  return {
    id: int(pick(o, 'fileId', 'fileID', 'id')),
    columnId: int(pick(o, 'columnId', 'columnID', 'colID')),
    type,
    title: str(pick(o, 'listTitle', 'title', 'textTitle')),
    summary: str(pick(o, 'textAbstract', 'attAbstract', 'abstract')),
    publishedAt: date(pick(o, 'publishtime', 'publishTime', 'realPubTime')),
    source: str(o.source),
    picBig: optStr(pick(o, 'picBig', 'picB')),
    picMiddle: optStr(pick(o, 'picMiddle', 'picM')),
    picSmall: optStr(pick(o, 'picSmall', 'picS')),
    pictures: pics,
    picCount: int(o.picCount, pics.length),
    picRatio: optStr(o.picRatio),
    bigPicture: flag(pick(o, 'isBigPic', 'bigPic')),
    mark: optStr(o.mark),
    reads: int(o.countClick),
    likes: int(o.countPraise),
    comments: int(pick(o, 'countDiscuss', 'commentNum')),
    shares: int(pick(o, 'countShare', 'countShareClick')),
    url: optStr(o.url),
    linkId: optInt(o.linkID ?? o.linkId),
    liveStatus: liveStatus(o.liveStatus),
    videoUrl: optStr(o.videoUrl),
    duration: optInt(o.duration),
    shareClosed: flag(o.shareClosed),
  };
}

/** Any list payload: bare array or `{list}`. */
export function parseArticleList(raw: unknown): ArticleSummary[] {
  return listOf(raw).map(parseArticleSummary);
}
