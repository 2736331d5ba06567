import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { inviteRecords, members } from '../../db/schema/index.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { INVITE_PAGE } from './config.ts';
import { ownMember } from './own-member.ts';

/** spec §7 "invite record": the people the member invited, newest first, 20 a page, with the total. */
export const inviteRecord = operation({
  name: 'inviteRecord',
  method: 'GET',
  access: 'member',
  input: z.object({
    uid: intParam('uid', 1, MAX_ID),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input, caller) {
    const uid = ownMember(input.uid, caller);
    const [total] = await ctx.db
      .select({ n: count() })
      .from(inviteRecords)
      .where(eq(inviteRecords.inviterUid, uid));
    const rows = await ctx.db
      .select({ record: inviteRecords, nickname: members.nickname, headRef: members.headRef })
      .from(inviteRecords)
      .leftJoin(members, eq(members.uid, inviteRecords.inviteeUid))
      .where(eq(inviteRecords.inviterUid, uid))
      .orderBy(desc(inviteRecords.createdAt), desc(inviteRecords.id))
      .limit(INVITE_PAGE)
      .offset(input.page * INVITE_PAGE);
    return {
      total: total?.n ?? 0,
      list: rows.map(({ record, nickname, headRef }) => ({
        id: record.id,
        name: nickname ?? record.name,
        head: picUrl(ctx.publicUrl, headRef),
        createTime: wireTime(record.createdAt),
      })),
    };
  },
});
