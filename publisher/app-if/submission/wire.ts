import type { PublisherContext } from '../../context.ts';
import type { CallRow, SubmissionRow, SubmissionState } from '../../db/schema/index.ts';
import { sentFileWire } from '../../uploads/sent-files.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { callStatus } from './store.ts';

/** A call in a list: its theme, organiser, window and where it stands (0 not open yet, 1 open, 2 closed). */
export function callItem(ctx: PublisherContext, c: CallRow, now: number) {
  return {
    id: c.callId,
    title: c.title,
    organizer: c.organizer,
    coverUrl: picUrl(ctx.publicUrl, c.coverRef),
    startTime: wireTime(c.startAt),
    endTime: wireTime(c.closedAt !== null && c.closedAt < c.endAt ? c.closedAt : c.endAt),
    status: callStatus(c, now),
  };
}

/** The call's page: the item, the rules (text), the detail (HTML) and the publisher's clock, for the countdown. */
export const callWire = (ctx: PublisherContext, c: CallRow, now: number) => ({
  ...callItem(ctx, c, now),
  rules: c.rules,
  content: c.content,
  serverTime: wireTime(now),
});

/** The review state on the wire: 0 待审核, 1 已通过, 2 未通过, 3 已采用. */
const STATUS: Record<SubmissionState, number> = { pending: 0, passed: 1, failed: 2, adopted: 3 };

/**
 * A submission as its author reads it. A text the moderation rejected is 未通过 with the moderation's reason; one it
 * holds is 待审核 like any the newsroom has not reviewed. Never the contact: that is the newsroom's.
 */
export function submissionWire(
  ctx: PublisherContext,
  s: SubmissionRow,
  call: CallRow | undefined,
  moderationReason: string,
  articleColumnId: number,
) {
  const rejected = s.review === 'rejected';
  return {
    id: s.id,
    callID: s.callId,
    callTitle: call?.title ?? '',
    title: s.title,
    content: s.content,
    authorName: s.authorName,
    attachments: s.files.map((f) => sentFileWire(ctx.uploads.store, f)),
    status: rejected ? STATUS.failed : s.review === 'held' ? STATUS.pending : STATUS[s.state],
    reason: rejected ? moderationReason : s.reason,
    articleID: s.articleId ?? 0,
    articleColumnID: articleColumnId,
    time: wireTime(s.createdAt),
    reviewTime: s.reviewedAt === null ? '' : wireTime(s.reviewedAt),
  };
}
