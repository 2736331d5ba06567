import { z } from 'zod';
import { operation } from '../../context.ts';
import { SsoError } from '../../sso/errors.ts';
import { deviceParam } from '../../validation.ts';
import { issueCode } from './codes.ts';
import { phoneField, siteidField } from './fields.ts';
import { LIMITS } from './members.ts';

export const sendCode = operation({
  name: 'sendCode',
  service: 'sso',
  method: 'POST',
  access: 'open',
  input: z.object({
    phone: phoneField,
    type: z.enum(['login', 'register', 'bind'], { error: 'param_error' }),
    devid: deviceParam.optional(),
    siteid: siteidField,
  }),
  async handle(ctx, input, caller) {
    const allowed =
      ctx.limiter.allows(`code:phone:${input.phone}`, ...LIMITS.codePerPhoneMinute) &&
      ctx.limiter.allows(`code:phone-hour:${input.phone}`, ...LIMITS.codePerPhoneHour) &&
      ctx.limiter.allows(`code:ip:${caller.ip}`, ...LIMITS.codePerAddressHour);
    if (!allowed) throw new SsoError('too_many_requests');
    ctx.limiter.hit(`code:phone:${input.phone}`, ...LIMITS.codePerPhoneMinute);
    ctx.limiter.hit(`code:phone-hour:${input.phone}`, ...LIMITS.codePerPhoneHour);
    ctx.limiter.hit(`code:ip:${caller.ip}`, ...LIMITS.codePerAddressHour);
    const sent = await issueCode(ctx.db, input.phone, input.type, ctx.clock.now());
    // No SMS gateway here: the code goes to the console (and to tests through the test hook).
    ctx.log.info({ phone: input.phone, purpose: input.type }, `SMS code for ${input.phone}: ${sent}`);
    return { sent: true };
  },
});
