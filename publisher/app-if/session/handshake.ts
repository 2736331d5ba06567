import { z } from 'zod';
import { handshakeSign, SIGN_WINDOW_MS } from '../../auth/signing.ts';
import { operation } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { optionalIntParam } from '../../validation.ts';

export const authinfo = operation({
  name: 'authinfo',
  method: 'GET',
  access: 'open',
  authExempt: true,
  input: z.object({ t: optionalIntParam('t', 0, Number.MAX_SAFE_INTEGER, 0) }),
  // Plain here; real deployments wrap both in 3DES keyed from a response header.
  handle: async (_ctx, _input, caller) => ({
    appKey: caller.site.secrets.appKey,
    appSecret: caller.site.secrets.appSecret,
  }),
});

export const auth = operation({
  name: 'auth',
  method: 'POST',
  access: 'open',
  authExempt: true,
  input: z.object({
    appKey: z.string({ error: '缺少参数 appKey' }).max(64),
    time: z.string({ error: '缺少参数 time' }).regex(/^\d{10,16}$/, 'time 必须是毫秒时间戳'),
    sign: z.string({ error: '缺少参数 sign' }).regex(/^[0-9a-fA-F]{32}$/, 'sign 格式不正确'),
  }),
  async handle(ctx, input, caller) {
    const { appKey, appSecret } = caller.site.secrets;
    if (Math.abs(Number(input.time) - ctx.clock.now()) > SIGN_WINDOW_MS) {
      throw new PublisherError(400, STATUS.authInvalid, 'time 与服务器时间相差过大');
    }
    if (input.appKey !== appKey || input.sign.toLowerCase() !== handshakeSign(appSecret, input.time)) {
      throw new PublisherError(400, STATUS.authInvalid, 'appKey 或 sign 不正确');
    }
    const record = await ctx.tokens.issue('auth', { device: caller.ip });
    return { authToken: record.token, authTime: record.expiresAt };
  },
});
