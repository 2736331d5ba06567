import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  comments,
  favourites,
  liveDiscuss,
  memberOauth,
  memberPortraits,
  members,
  scoreRecords,
  subscriptions,
} from '../../db/schema/index.ts';
import { SsoError } from '../../sso/errors.ts';
import { siteidField, uidField } from './fields.ts';

/** The name a deleted member's public words stand under from then on. */
export const CANCELLED_NAME = '已注销用户';

/**
 * `cancel` (PUBLISHER_API §3.10 `api/cancel`, `uid, siteid`): the member deletes their own account, in one
 * transaction (docs/member-profile.md): phone, password, nickname, avatar (and every uploaded one) and points are erased, messenger links,
 * favourites, follows and every token of every device go; what they said in public stays under 已注销用户. The row
 * itself stays, emptied and marked, so the uid is never given to anyone else. Signing in with the old phone and
 * password is refused (password_error, as for any unknown number); a code or messenger sign-in afterwards makes a new, empty account.
 */
export const cancel = operation({
  name: 'cancel',
  service: 'sso',
  method: 'POST',
  access: 'member',
  input: z.object({ uid: uidField, siteid: siteidField }),
  async handle(ctx, input, caller) {
    const uid = Number(input.uid);
    if (caller.uid !== uid) throw new SsoError('token_invalid');
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [gone] = await tx
        .update(members)
        .set({
          phone: null,
          passwordHash: null,
          isDefPassword: 1,
          nickname: CANCELLED_NAME,
          headRef: null,
          score: 0,
          sex: '0',
          ssoToken: randomBytes(16).toString('hex'),
          cancelledAt: ctx.clock.now(),
        })
        .where(and(eq(members.uid, uid), isNull(members.cancelledAt)))
        .returning({ uid: members.uid });
      if (!gone) throw new SsoError('user_not_exist');
      await tx.delete(memberOauth).where(eq(memberOauth.uid, uid));
      await tx.delete(memberPortraits).where(eq(memberPortraits.uid, uid));
      await tx.delete(favourites).where(eq(favourites.uid, uid));
      await tx.delete(subscriptions).where(eq(subscriptions.uid, uid));
      await tx.delete(scoreRecords).where(eq(scoreRecords.uid, uid));
      await tx.update(comments).set({ userName: CANCELLED_NAME }).where(eq(comments.uid, uid));
      await tx.update(liveDiscuss).set({ nickname: CANCELLED_NAME }).where(eq(liveDiscuss.uid, uid));
      await ctx.tokens.revokeMember(uid, undefined, tx);
    });
    return { uid: input.uid, cancelled: true };
  },
});
