import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { SsoError } from '../../sso/errors.ts';
import { deviceParam } from '../../validation.ts';
import { consumeCode } from './codes.ts';
import { codeField, md5PasswordField, phoneField, siteidField } from './fields.ts';
import { limitAttempt, signIn, withCode } from './members.ts';
import { hashPassword } from './passwords.ts';

/** Binding changes an account: only with that member's live access token (access 'member', uid matching). */
export const oauthBindPhone = operation({
  name: 'oauthBindPhone',
  service: 'sso',
  method: 'POST',
  access: 'member',
  input: z.object({
    uid: z.string({ error: 'param_error' }).regex(/^\d{1,10}$/, 'param_error'),
    newPhone: phoneField,
    code: codeField,
    password: md5PasswordField,
    devid: deviceParam.optional(),
    siteid: siteidField,
  }),
  async handle(ctx, input, caller) {
    const uid = Number(input.uid);
    if (caller.uid !== uid) throw new SsoError('token_invalid');
    return limitAttempt(ctx, input.newPhone, caller.ip, async () => {
      const passwordHash = await hashPassword(input.password.toLowerCase());
      try {
        return await withCode(ctx, input.newPhone, 'bind', async (tx) => {
          // the code first: only who holds the number learns it is taken (the rollback keeps the code)
          await consumeCode(tx, input.newPhone, 'bind', input.code, ctx.clock.now());
          const [other] = await tx
            .select({ uid: members.uid })
            .from(members)
            .where(eq(members.phone, input.newPhone))
            .limit(1);
          if (other && other.uid !== uid) throw new SsoError('user_exists');
          const [member] = await tx
            .update(members)
            .set({ phone: input.newPhone, passwordHash, isDefPassword: 0 })
            .where(eq(members.uid, uid))
            .returning();
          if (!member) throw new SsoError('user_not_exist');
          return signIn(ctx, tx, member, input.devid ?? caller.device ?? '');
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SsoError('user_exists');
        throw error;
      }
    });
  },
});
