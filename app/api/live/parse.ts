import { liveVideos } from '../article/parse';
import { parseArticleList } from '../lists/summary';
import { arr, date, flag, int, optStr, pick, rec, str } from '../lenient';
import type { LiveStatus } from '../lists/entities';
import type { Live, LiveChatMessage, LivePage, LiveReport, LiveView, PostedChat } from './entities';

function status(value: unknown): LiveStatus {
  const n = int(value);
  return n === 1 || n === 2 ? n : 0;
}

function parseLive(raw: unknown): Live | undefined {
  const o = rec(raw);
  const id = int(pick(o, 'fileId', 'fileID', 'id'));
  if (!id) return undefined;
  return {
    id,
    articleId: int(pick(o, 'articleID', 'articleId'), id),
    title: str(o.title),
    status: status(pick(o, 'status', 'liveStatus')),
    startTime: date(o.startTime) || date(o.publishtime),
    banner: optStr(pick(o, 'banner', 'appBanner', 'picBig')),
    summary: str(o.content),
    videos: liveVideos(o.config),
    discussClosed: flag(o.discussClosed),
    likes: int(o.countPraise),
  };
}

/** One report; pictures from `attachments[]` (URLs or `{url}`), the id from `fileId`. */
export function parseLiveReport(raw: unknown): LiveReport | undefined {
  const o = rec(raw);
  const id = int(pick(o, 'fileId', 'fileID', 'id'));
  if (!id) return undefined;
  return {
    id,
    pinned: flag(o.isTop),
    time: date(o.publishtime),
    author: str(o.user),
    content: str(pick(o, 'content', 'title')),
    pictures: arr(o.attachments)
      .map((a) => (typeof a === 'string' ? a : str(pick(rec(a), 'url', 'imageUrl'))))
      .filter((u) => /^https?:\/\//i.test(u) || u.startsWith('/')),
    version: int(o.version),
    removed: flag(o.removed),
  };
}

export function parseLiveChatMessage(raw: unknown): LiveChatMessage | undefined {
  const o = rec(raw);
  const id = int(o.id);
  if (!id) return undefined;
  return {
    id,
    userName: str(pick(o, 'userName', 'user')),
    content: str(o.content),
    time: date(pick(o, 'created', 'publishtime')),
  };
}

/** The message a chat post answers; null when the answer names none. No `discussStatus` (Founder's): public. */
export function parsePostedChat(raw: unknown): PostedChat | null {
  const message = parseLiveChatMessage(raw);
  return message ? { ...message, held: int(rec(raw).discussStatus, 1) === 0 } : null;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** liveView; null for an answer without the live on page 0 (the not-found page). */
export function parseLiveView(raw: unknown): LiveView | null {
  const o = rec(raw);
  const live = parseLive(o.main);
  const reports = arr(o.list).map(parseLiveReport).filter(defined);
  if (!live && !('list' in o)) return null;
  return {
    ...(live ? { live } : {}),
    reports,
    version: int(o.version, Math.max(0, ...reports.map((r) => r.version))),
    views: int(o.countClick),
    chat: arr(o.discuss).map(parseLiveChatMessage).filter(defined),
  };
}

export function parseLivePage(raw: unknown): LivePage {
  const o = rec(raw);
  const lives = parseArticleList(raw);
  return { lives, hasMore: 'hasMore' in o ? flag(o.hasMore) : lives.length > 0 && lives.length % 20 === 0 };
}
