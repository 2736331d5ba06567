import { z } from 'zod';
import { operation } from '../../context.ts';
import { QUESTION_STATUS } from '../../db/schema/index.ts';
import { rejectionReasons } from '../../moderation/cases.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { commentCounts, questionsOf } from './read.ts';
import { questionItem } from './wire.ts';

/** How a member's question stands, as myQuestion's `status` says it (ours; Founder's `answered` 0/1 beside it). */
const STATE = { held: 'review', admitted: 'waiting', answered: 'answered', rejected: 'rejected' } as const;

/**
 * `myQuestion` (member, `userID&page`): the member's own questions, newest first, 20 a page, whatever their state:
 * the list items with `answered` 0/1, `status` (review: held by moderation; waiting: for its answer; answered;
 * rejected, with `rejectReason`).
 */
export const myQuestion = operation({
  name: 'myQuestion',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const rows = await questionsOf(ctx.db, uid, input.page);
    const ids = rows.map((r) => r.q.id);
    const [discussed, reasons] = await Promise.all([
      commentCounts(ctx.db, ids),
      rejectionReasons(ctx.db, 'question', ids),
    ]);
    return {
      list: rows.map(({ q, t }) => {
        const status =
          q.status === QUESTION_STATUS.rejected
            ? STATE.rejected
            : q.status === QUESTION_STATUS.held
              ? STATE.held
              : q.answeredAt
                ? STATE.answered
                : STATE.admitted;
        return {
          ...questionItem(ctx, q, t, discussed.get(q.id) ?? 0),
          status,
          ...(status === STATE.rejected ? { rejectReason: reasons.get(q.id) ?? '' } : {}),
        };
      }),
    };
  },
});
