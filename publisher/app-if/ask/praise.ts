import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { askQuestionLikes, askQuestions } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam, withinToggleRate } from '../subscription/member.ts';
import { isPublic, questionById } from './read.ts';

/**
 * `questionPraise` (POST `fileId, userID`) _(ours: Founder's code shows no question like; the shape is circlePostPraise's,
 * docs/publisher-interface.md "问吧")_: the member likes an answered question, once: the like's row is keyed by
 * question and member, and the count moves only in the transaction that inserted it, so taps racing on several
 * devices or processes count one. Answers `{countPraise, praised: 1}`; a question not answered (not public) or unknown
 * is a 404.
 */
export const questionPraise = operation({
  name: 'questionPraise',
  method: 'POST',
  access: 'member',
  input: z.object({ fileId: intParam('fileId', 1, MAX_ID), userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    const q = await questionById(ctx.db, input.fileId);
    if (!q || !isPublic(q)) throw new PublisherError(404, STATUS.error, '问题不存在或尚未回答');
    const countPraise = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const added = await tx
        .insert(askQuestionLikes)
        .values({ questionId: q.id, uid, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ uid: askQuestionLikes.uid });
      const [row] =
        added.length > 0
          ? await tx
              .update(askQuestions)
              .set({ countPraise: sql`${askQuestions.countPraise} + 1` })
              .where(eq(askQuestions.id, q.id))
              .returning({ n: askQuestions.countPraise })
          : await tx
              .select({ n: askQuestions.countPraise })
              .from(askQuestions)
              .where(eq(askQuestions.id, q.id));
      return row!.n;
    });
    return { countPraise, praised: 1 };
  },
});
