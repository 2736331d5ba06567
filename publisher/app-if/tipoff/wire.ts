import type { PublisherContext } from '../../context.ts';
import type { ReaderReview, TipoffRow, TipoffState } from '../../db/schema/index.ts';
import { sentFileWire } from '../../uploads/sent-files.ts';
import { WIRE_TYPE } from '../../uploads/kinds.ts';
import { wireTime } from '../../wire.ts';

/** The handling state on the wire (docs/publisher-interface.md, 报料): 0 received … 4 published. */
export const TIPOFF_STATUS: Record<TipoffState, number> = {
  new: 0,
  checking: 1,
  adopted: 2,
  declined: 3,
  published: 4,
};

/** The moderation's word on the text: 0 审核中 (held), 1 let in, 2 未通过 (rejected, with its reason). */
export const REVIEW_STATUS: Record<ReaderReview, number> = { held: 0, clear: 1, rejected: 2 };

const time = (ms: number | null) => (ms === null ? '' : wireTime(ms));

/** myTipoff's item (Founder's `docID, title, time, content, isAnswer, status, siteID, source`) and the times. */
export function tipoffItem(t: TipoffRow) {
  return {
    docID: t.id,
    title: t.topic,
    time: wireTime(t.receivedAt),
    content: t.content,
    isAnswer: t.reply ? 1 : 0,
    status: TIPOFF_STATUS[t.state],
    reviewStatus: REVIEW_STATUS[t.review],
    siteID: t.siteId,
    source: t.anonymous ? '' : t.userName,
  };
}

/**
 * tipoffContent's answer: the item, the newsroom's `answer`, the files as `attachments[]` (`{type, url, duration,
 * poster}`: 1 picture, 2 video, 6 audio) and the pictures' addresses as `images[]`, where and when it happened, each
 * state's date, the article it became (with its column, which its address names). Never the contact phone: that is the newsroom's. To its author (`own`) also the place
 * by their browser (`located`, `latitude`, `longitude`) and the points its adoption paid (`rewardPoints`).
 */
export function tipoffWire(
  ctx: PublisherContext,
  t: TipoffRow,
  rejectReason: string,
  articleColumnId: number,
  own: boolean,
) {
  const attachments = t.files.map((f) => sentFileWire(ctx.uploads.store, f));
  return {
    ...tipoffItem(t),
    answer: t.reply,
    answerTime: time(t.repliedAt),
    attachments,
    images: attachments.filter((a) => a.type === WIRE_TYPE.picture).map((a) => a.url),
    place: t.place,
    // the browser's place and the points paid are the author's (and the newsroom's), never on a published page
    located: own && t.latitude !== null ? 1 : 0,
    latitude: own ? (t.latitude ?? 0) : 0,
    longitude: own ? (t.longitude ?? 0) : 0,
    rewardPoints: own ? t.rewardPoints : 0,
    happenTime: t.happenedAt,
    anonymous: t.anonymous,
    checkTime: time(t.checkingAt),
    decideTime: time(t.decidedAt),
    publishTime: time(t.publishedAt),
    articleID: t.articleId ?? 0,
    articleColumnID: articleColumnId,
    rejectReason,
  };
}
