import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { circleNotices, members } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { circleById } from './read.ts';
import { noticeItem } from './wire.ts';

/**
 * `circleNoticeDetail` (spec §7 "notice detail": `noticeID`): the notice with its text (the keeper's HTML, sanitised
 * where it is shown), who wrote it (`nickname`; the site's name for the newsroom's) and its circle's name. Unknown:
 * `data:"empty"`. Notices are a circle's public face, read by anyone, as its page is.
 */
export const circleNoticeDetail = operation({
  name: 'circleNoticeDetail',
  method: 'GET',
  access: 'token',
  input: z.object({ noticeID: intParam('noticeID', 1, MAX_ID) }),
  async handle(ctx, input) {
    const [notice] = await ctx.db
      .select({ notice: circleNotices, nickname: members.nickname })
      .from(circleNotices)
      .leftJoin(members, eq(members.uid, circleNotices.uid))
      .where(eq(circleNotices.noticeId, input.noticeID))
      .limit(1);
    if (!notice) return 'empty';
    const circle = (await circleById(ctx.db, notice.notice.circleId))!;
    return {
      ...noticeItem(notice.notice),
      content: notice.notice.content,
      nickname: notice.nickname ?? '',
      circleName: circle.name,
    };
  },
});
