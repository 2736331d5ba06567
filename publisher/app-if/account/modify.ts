import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { SsoError } from '../../sso/errors.ts';
import { nicknameField, siteidField, uidField } from './fields.ts';
import { memberWire } from './member-wire.ts';

/**
 * `modify` (PUBLISHER_API §3.10 `api/modify`): the member changes their own nickname (the only field the touch
 * edition edits; sex, birthday and address are the app's). Answers the user object with the new nickname. Comments
 * and chat already posted keep the name they were posted under, as in the app.
 */
export const modify = operation({
  name: 'modify',
  service: 'sso',
  method: 'POST',
  access: 'member',
  input: z.object({ uid: uidField, nickname: nicknameField, siteid: siteidField }),
  async handle(ctx, input, caller) {
    const uid = Number(input.uid);
    if (caller.uid !== uid) throw new SsoError('token_invalid');
    const [member] = await ctx.db
      .update(members)
      .set({ nickname: input.nickname })
      .where(and(eq(members.uid, uid), isNull(members.cancelledAt)))
      .returning();
    if (!member) throw new SsoError('user_not_exist');
    return memberWire(ctx.publicUrl, member);
  },
});
