import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { SsoError } from '../../sso/errors.ts';
import { deviceParam, plainText } from '../../validation.ts';
import { consumeCode } from './codes.ts';
import { codeField, md5PasswordField, phoneField, siteidField } from './fields.ts';
import { defaultNickname, limitLogin, newMember, signIn, withCode } from './members.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const loginByPhone = operation({
  name: 'loginByPhone',
  service: 'sso',
  method: 'POST',
  access: 'open',
  input: z.object({ phone: phoneField, code: codeField, devid: deviceParam, siteid: siteidField }),
  async handle(ctx, input, caller) {
    limitLogin(ctx, input.phone, caller.ip);
    return withCode(ctx, input.phone, 'login', async (tx) => {
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
    });
  },
});

export const login = operation({
  name: 'login',
  service: 'sso',
  method: 'POST',
  access: 'open',
  input: z.object({ phone: phoneField, password: md5PasswordField, devid: deviceParam, siteid: siteidField }),
  async handle(ctx, input, caller) {
    limitLogin(ctx, input.phone, caller.ip);
    const [member] = await ctx.db.select().from(members).where(eq(members.phone, input.phone)).limit(1);
    if (!member) throw new SsoError('user_not_exist');
    if (!(await verifyPassword(input.password.toLowerCase(), member.passwordHash)))
      throw new SsoError('password_error');
    ctx.limiter.reset(`login:phone:${input.phone}`);
    return ctx.db.transaction((tx) => signIn(ctx, tx as unknown as Db, member, input.devid));
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
    limitLogin(ctx, input.phone, caller.ip);
    const passwordHash = await hashPassword(input.password.toLowerCase());
    try {
      return await withCode(ctx, input.phone, 'register', async (tx) => {
        const [existing] = await tx
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.phone, input.phone))
          .limit(1);
        if (existing) throw new SsoError('user_exists');
        await consumeCode(tx, input.phone, 'register', input.code, ctx.clock.now());
        const [member] = await tx
          .insert(members)
          .values(newMember(input.phone, passwordHash, input.nickname, ctx.clock.now()))
          .returning();
        if (!member) throw new SsoError('user_not_exist');
        return signIn(ctx, tx, member, input.devid);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new SsoError('user_exists');
      throw error;
    }
  },
});
