import { arr, date, int, listOf, optStr, pick, rec, str } from '../lenient';
import type { Dynamic, Reporter } from './entities';

export function parseReporter(raw: unknown): Reporter | null {
  const o = rec(raw);
  const id = int(pick(o, 'id', 'authorID', 'authorId'));
  if (id <= 0) return null;
  return {
    id,
    name: str(pick(o, 'name', 'authorName')),
    photo: optStr(pick(o, 'url', 'icon', 'photo')),
    duty: str(o.duty),
    description: str(pick(o, 'description', 'intro')),
    articleCount: int(pick(o, 'articleCount', 'articleNum')),
    fans: int(pick(o, 'fans', 'fansCount')),
    askTopicId: Math.max(0, int(pick(o, 'subjectID', 'subjectId'))),
  };
}

export function parseDynamic(raw: unknown): Dynamic | null {
  const o = rec(raw);
  const id = int(o.id);
  if (id <= 0) return null;
  const attachments = rec(o.attachments);
  return {
    id,
    content: str(pick(o, 'content', 'text')),
    publishedAt: date(pick(o, 'publishTime', 'publishtime', 'createTime')),
    pictures: arr(pick(attachments, 'pics', 'pictures') ?? o.pics)
      .map((p) => (typeof p === 'string' ? p : str(rec(p).url)))
      .filter((p) => p !== ''),
    videos: arr(pick(attachments, 'videos') ?? o.videos).flatMap((v) => {
      const video = rec(v);
      const url = str(pick(video, 'url', 'videoUrl'));
      return url
        ? [{ url, poster: optStr(pick(video, 'poster', 'pic')), duration: int(video.duration) }]
        : [];
    }),
  };
}

export function parseDynamics(raw: unknown): Dynamic[] {
  return listOf(raw)
    .map(parseDynamic)
    .filter((d) => d !== null);
}
