import type { LiveDiscussRow, LiveReportRow } from '../../db/schema/index.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { liveConfigWire, type WireContext } from '../lists/list-item.ts';
import type { Live } from './store.ts';

/**
 * liveView's `main` (PUBLISHER_API §4.5): `fileId` is the live topic id (the list item's linkID), `articleID` the list
 * article whose counters the page bumps; `config` is a JSON string as real deployments send it.
 */
export function liveMain(w: WireContext, { room, article }: Live) {
  const config = liveConfigWire(w, article);
  return {
    fileId: room.id,
    articleID: article.fileId,
    title: article.title,
    startTime: wireTime(room.startTime),
    publishtime: wireTime(article.publishedAt),
    type: config?.videos.some((v) => v.appLiveUrl || v.appPlaybackUrl) ? 1 : 0,
    status: article.liveStatus,
    tag: '',
    user: config?.users.join(' ') ?? '',
    userID: 0,
    userIcon: '',
    url: `${w.publicUrl}/template/displayTemplate/news/liveDetail/${article.fileId}/${room.id}.html`,
    content: article.abstract,
    sourceType: 0,
    countDiscuss: article.countDiscuss,
    countPraise: article.countPraise,
    discussClosed: article.discussClosed,
    config: JSON.stringify(config ?? { videos: [] }),
    banner: picUrl(w.publicUrl, article.liveConfig?.appBannerRef ?? article.titleImageRef),
    streamIds: '',
  };
}

/**
 * One report (`list[]` of PUBLISHER_API §4.5). `fileId` is the report's id; `version` orders changes for a reader
 * catching up, and a removed report (only in a catch-up) says `removed: 1`.
 */
export function liveReport(publicUrl: string, r: LiveReportRow) {
  return {
    fileId: r.id,
    isTop: r.isTop,
    title: '',
    publishtime: wireTime(r.publishedAt),
    user: r.author,
    userID: 0,
    userIcon: '',
    content: r.content,
    sourceType: 0,
    attachments: r.pics.map((ref) => ({
      type: 0,
      url: /^https?:/i.test(ref) ? ref : picUrl(publicUrl, ref),
    })),
    version: r.version,
    ...(r.removed ? { removed: 1 } : {}),
  };
}

/** A chat message (live_discuss). */
export function liveDiscussMessage(m: LiveDiscussRow) {
  return {
    id: m.id,
    userID: m.uid,
    userName: m.nickname,
    content: m.content,
    created: wireTime(m.createdAt),
  };
}
