import { z } from 'zod';
import { operation } from '../../context.ts';
import { SsoError } from '../../sso/errors.ts';
import { deviceParam } from '../../validation.ts';
import { siteidField, uidField } from './fields.ts';

/**
 * `logout` (PUBLISHER_API §3.10 `api/logout`, `uid, devid, token`): ends the member's session on the calling device:
 * its access and refresh tokens stop working at once (a copy kept anywhere else is refused too). Other devices stay
 * signed in. `token` (the SSO token) is accepted and not needed: the access token in the header says who calls.
 */
export const logout = operation({
  name: 'logout',
  service: 'sso',
  method: 'POST',
  access: 'member',
  input: z.object({
    uid: uidField,
    devid: deviceParam.optional(),
    token: z.string().max(64).optional(),
    siteid: siteidField,
  }),
  async handle(ctx, input, caller) {
    if (caller.uid !== Number(input.uid)) throw new SsoError('token_invalid');
    await ctx.tokens.revokeMember(caller.uid, caller.device ?? input.devid ?? '');
    return { uid: input.uid, loggedOut: true };
  },
});
