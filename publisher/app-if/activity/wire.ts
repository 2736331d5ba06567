import type { ActivityRow } from '../../db/schema/index.ts';
import { picUrl, wireTime } from '../../wire.ts';

type WireSite = { publicUrl: string; siteId: number };

/** activityStatus as real deployments spell it (PUBLISHER_API §4.6). */
export function activityStatus(a: ActivityRow, now: number): string {
  if (now < a.startAt) return '活动未开始';
  if (now > a.endAt) return '活动已结束';
  return '活动进行中';
}

/** An activityList item (PUBLISHER_API §4.6): articleType 102, ids as strings, times with `.0`. */
export function activityItem(w: WireSite, a: ActivityRow, now: number) {
  const image = picUrl(w.publicUrl, a.bannerRef);
  return {
    fileId: String(a.fileId),
    version: a.publishedAt,
    title: a.title,
    publishtime: wireTime(a.publishedAt),
    startTime: wireTime(a.startAt),
    endTime: wireTime(a.endAt),
    abstract: a.abstract,
    organizer: a.organizer,
    countClick: a.countClick,
    countDiscuss: 0,
    countPraise: 0,
    participatorNum: a.entryCount,
    activityStatus: activityStatus(a, now),
    imageUrl: image,
    attachments: image,
    articleType: 102,
    theShareUrl: '',
    theContentUrl: `${w.publicUrl}/app_if/activityDetail?siteID=${w.siteId}&fileId=${a.fileId}`,
    entryType: 0,
    statusEntry: a.signForm.length > 0 ? 1 : 0,
  };
}

/** activityDetail: the list item with the body, place, sign-up window, places and the form (signForm). */
export function activityDetail(w: WireSite, a: ActivityRow, now: number) {
  return {
    ...activityItem(w, a, now),
    content: a.content,
    address: a.place,
    signStartTime: wireTime(a.signStartAt),
    signEndTime: wireTime(a.signEndAt),
    entryLimit: a.quota,
    serverTime: wireTime(now),
    signForm: a.signForm.map((f) => ({
      name: f.key,
      title: f.title,
      type: f.type,
      required: f.required ? 1 : 0,
      unique: f.unique ? 1 : 0,
      options: f.options,
    })),
  };
}
