import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { moderateNickname } from '../../moderation/nickname.ts';
import { SsoError } from '../../sso/errors.ts';
import { deviceParam, plainText } from '../../validation.ts';
import { takeCaptcha } from '../vote/captcha.ts';
import { consumeCode } from './codes.ts';
import { captchaFields, codeField, md5PasswordField, phoneField, siteidField } from './fields.ts';
import { defaultNickname, limitAttempt, newMember, signIn, withCode } from './members.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const loginByPhone = operation({
  name: 'loginByPhone',
  service: 'sso',
  method: 'POST',
  access: 'open',
  input: z.object({ phone: phoneField, code: codeField, devid: deviceParam, siteid: siteidField }),
  async handle(ctx, input, caller) {
    // no image code past the ceiling: a texted code already bounds the guesses (five a code, five codes an hour)
    return limitAttempt(ctx, input.phone, caller.ip, () =>
      withCode(ctx, input.phone, 'login', async (tx) => {
        await consumeCode(tx, input.phone, 'login', input.code, ctx.clock.now());
        let [member] = await tx.select().from(members).where(eq(members.phone, input.phone)).limit(1);
        // Signing in by code with a new number creates the account, as real deployments do.
        member ??= (
          await tx
            .insert(members)
            .values(newMember(input.phone, null, defaultNickname(input.phone), ctx.clock.now()))
            .returning()
        )[0];
        if (!member) throw new SsoError('user_not_exist');
        return signIn(ctx, tx, member, input.devid);
      }),
    );
  },
});

/** Past the phone's ceiling a password is tried only with an image code, which is spent right or wrong. */
async function checkCaptcha(ctx: PublisherContext, input: { codeKey?: string; verifyCode?: string }) {
  if (!input.codeKey || !input.verifyCode) throw new SsoError('captcha_required');
  if (!(await takeCaptcha(ctx.db, input.codeKey, input.verifyCode, ctx.clock.now())))
    throw new SsoError('captcha_error');
}

export const login = operation({
  name: 'login',
  service: 'sso',
  method: 'POST',
  access: 'open',
  input: z.object({
    phone: phoneField,
    password: md5PasswordField,
    devid: deviceParam,
    siteid: siteidField,
    ...captchaFields,
  }),
  async handle(ctx, input, caller) {
    return limitAttempt(ctx, input.phone, caller.ip, async (pastCeiling) => {
      if (pastCeiling) await checkCaptcha(ctx, input);
      const [member] = await ctx.db.select().from(members).where(eq(members.phone, input.phone)).limit(1);
      // an unknown number is a wrong password, checked as long: the answer tells no one who has an account
      const right = await verifyPassword(input.password.toLowerCase(), member?.passwordHash ?? null);
      if (!member || !right) throw new SsoError('password_error');
      return ctx.db.transaction((tx) => signIn(ctx, tx as unknown as Db, member, input.devid));
    });
  },
});

export const register = operation({
  name: 'register',
  service: 'sso',
  method: 'POST',
  access: 'open',
  input: z.object({
    phone: phoneField,
    code: codeField,
    password: md5PasswordField,
    nickname: plainText('nickname', 20),
    devid: deviceParam,
    siteid: siteidField,
  }),
  async handle(ctx, input, caller) {
    return limitAttempt(ctx, input.phone, caller.ip, async () => {
      // before the transaction: the pipeline may ask the site's service. There is no member yet to file a held
      // name under, so a held one gives way to the default name (the member may choose again once signed in)
      const decision = await moderateNickname(ctx, null, input.nickname);
      if (decision.outcome === 'refuse') throw new SsoError('nickname_refused', decision.message);
      const nickname = decision.outcome === 'hold' ? defaultNickname(input.phone) : input.nickname;
      const passwordHash = await hashPassword(input.password.toLowerCase());
      try {
        return await withCode(ctx, input.phone, 'register', async (tx) => {
          // the code first: only who holds the number learns it is taken (the rollback keeps the code)
          await consumeCode(tx, input.phone, 'register', input.code, ctx.clock.now());
          const [existing] = await tx
            .select({ uid: members.uid })
            .from(members)
            .where(eq(members.phone, input.phone))
            .limit(1);
          if (existing) throw new SsoError('user_exists');
          const [member] = await tx
            .insert(members)
            .values(newMember(input.phone, passwordHash, nickname, ctx.clock.now()))
            .returning();
          if (!member) throw new SsoError('user_not_exist');
          return signIn(ctx, tx, member, input.devid);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SsoError('user_exists');
        throw error;
      }
    });
  },
});
