import { z } from 'zod';
import { operation } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { deviceParam } from '../../validation.ts';

export const getAnonymousToken = operation({
  name: 'getAnonymousToken',
  method: 'GET',
  access: 'open',
  input: z.object({ device: deviceParam }),
  async handle(ctx, input) {
    const record = await ctx.tokens.issue('anonymous', { device: input.device });
    return { securityToken: record.token, expireTime: record.expiresAt };
  },
});

/** Open in token mode: its credential is the refresh token itself, the access token being what expired. */
export const refreshAccessToken = operation({
  name: 'refreshAccessToken',
  method: 'GET',
  access: 'open',
  input: z.object({
    device: deviceParam,
    refreshToken: z
      .string({ error: '缺少参数 refreshToken' })
      .regex(/^[0-9a-f]{48}$/, 'refreshToken 格式不正确'),
  }),
  async handle(ctx, input) {
    const old = await ctx.tokens.find(input.refreshToken);
    if (
      !old ||
      old.kind !== 'refresh' ||
      old.uid === null ||
      old.device !== input.device ||
      !ctx.tokens.isLive(old)
    ) {
      throw new PublisherError(200, STATUS.memberExpired, '登录已过期，请重新登录');
    }
    // Rotate: the old refresh token is spent.
    await ctx.tokens.revoke(old.token);
    const access = await ctx.tokens.issue('access', { uid: old.uid, device: input.device });
    const refresh = await ctx.tokens.issue('refresh', { uid: old.uid, device: input.device });
    return { accessToken: access.token, refreshToken: refresh.token, expireTime: access.expiresAt };
  },
});
