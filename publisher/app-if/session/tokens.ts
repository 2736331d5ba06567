import { z } from 'zod';
import { operation } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { deviceParam } from '../../validation.ts';

/**
 * Anonymous tokens one reader address is issued a minute by default (PUBLISHER_ANONYMOUS_TOKENS_PER_MINUTE). Each
 * token is a device whose like, reads and shares count, so a script must not mint devices without bound. A reader's
 * browser asks once and keeps the token two hours for all its tabs (a wiped store or a private window asks again):
 * at 30 a minute some 3,600 readers can share an address (a carrier's NAT, a school) and never meet the limit.
 */
export const ANONYMOUS_TOKENS_PER_MINUTE = 30;
export const ANONYMOUS_TOKENS_TOO_MANY = '获取匿名令牌过于频繁，请稍后再试';

export const getAnonymousToken = operation({
  name: 'getAnonymousToken',
  method: 'GET',
  access: 'open',
  input: z.object({ device: deviceParam }),
  async handle(ctx, input, caller) {
    if (!ctx.limiter.hit(`anonymousToken:ip:${caller.ip}`, ctx.anonymousTokensPerMinute, 60_000))
      throw new PublisherError(429, STATUS.error, ANONYMOUS_TOKENS_TOO_MANY);
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
