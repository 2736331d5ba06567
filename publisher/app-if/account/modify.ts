import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { moderateNickname } from '../../moderation/nickname.ts';
import { SsoError } from '../../sso/errors.ts';
import { nicknameField, siteidField, uidField } from './fields.ts';
import { memberWire } from './member-wire.ts';

/**
 * `modify` (PUBLISHER_API §3.10 `api/modify`): the member changes their own nickname (the only field the touch
 * edition edits; sex, birthday and address are the app's). The moderation pipeline decides (docs/moderation.md):
 * refused → `nickname_refused` with its message; held → the member keeps the name they had until the newsroom
 * approves the new one. Answers the user object with the name now shown and `nicknameStatus` (ours): 1 the new name
 * is live, 0 it waits for review. Comments and chat already posted keep the name they were posted under, as in the
 * app.
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
    const decision = await moderateNickname(ctx, uid, input.nickname);
    if (decision.outcome === 'refuse') throw new SsoError('nickname_refused', decision.message);
    const held = decision.outcome === 'hold';
    const [member] = await ctx.db
      .update(members)
      // a held name waits in its case (moderateNickname filed it); approving it sets it
      .set({ nickname: held ? members.nickname : input.nickname })
      .where(and(eq(members.uid, uid), isNull(members.cancelledAt)))
      .returning();
    if (!member) throw new SsoError('user_not_exist');
    return { ...memberWire(ctx.publicUrl, member), nicknameStatus: held ? 0 : 1 };
  },
});
