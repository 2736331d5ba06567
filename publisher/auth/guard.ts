import type { FastifyRequest } from 'fastify';
import type { Caller, Operation, PublisherContext } from '../context.ts';
import { PublisherError, STATUS } from '../envelope.ts';
import type { Site } from '../app-if/session/site-store.ts';
import { requestSign, SIGN_WINDOW_MS } from './signing.ts';
import { fromNativeApp } from './native-app.ts';
import { readerAddress } from './reader-address.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Who calls before any token is looked at: the site, the reader's address and whether it is the native app. */
export function anonymousCaller(ctx: PublisherContext, site: Site, request: FastifyRequest): Caller {
  return {
    site,
    uid: null,
    device: null,
    ip: readerAddress(request.ip, request.headers['x-forwarded-for'], ctx.trustedProxies),
    inApp: fromNativeApp(request),
  };
}

/**
 * Decides whether a call may proceed (spec §4, §8): signed auth headers when xyAuth is 2 (else 1004), a token when
 * tokenEnable is 1 (else 10111), and a live member access token for member calls (expired → 10102). A live token,
 * member or anonymous, makes the caller the device the publisher issued it to, whatever the request says.
 */
export async function admit(
  ctx: PublisherContext,
  op: Operation,
  site: Site,
  request: FastifyRequest,
): Promise<Caller> {
  const caller = anonymousCaller(ctx, site, request);

  if (site.config.xyApi?.xyAuth === 2 && !op.authExempt) {
    const authToken = header(request, 'authToken');
    const time = header(request, 'time');
    const sign = header(request, 'sign');
    if (!authToken || !time || !sign) throw new PublisherError(200, STATUS.authInvalid, '缺少鉴权信息');
    const record = await ctx.tokens.find(authToken);
    if (!record || record.kind !== 'auth' || !ctx.tokens.isLive(record)) {
      throw new PublisherError(200, STATUS.authInvalid, '鉴权已失效');
    }
    if (!/^\d{10,16}$/.test(time) || Math.abs(Number(time) - ctx.clock.now()) > SIGN_WINDOW_MS) {
      throw new PublisherError(200, STATUS.authInvalid, '鉴权时间无效');
    }
    if (sign.toLowerCase() !== requestSign(authToken, site.secrets.appSecret, time)) {
      throw new PublisherError(200, STATUS.authInvalid, '鉴权签名不正确');
    }
  }

  if (op.access === 'open') return caller;
  const token = header(request, 'token');
  const record = token ? await ctx.tokens.find(token) : undefined;

  if (op.access === 'member') {
    if (!record || (record.kind !== 'access' && record.kind !== 'anonymous')) {
      throw new PublisherError(200, STATUS.tokenInvalid, 'token 无效');
    }
    if (record.kind !== 'access' || record.uid === null || !ctx.tokens.isLive(record)) {
      throw new PublisherError(200, STATUS.memberExpired, '登录已过期，请重新登录');
    }
    return { ...caller, uid: record.uid, device: record.device };
  }

  if (site.config.tokenEnable === 1) {
    if (!record || (record.kind !== 'access' && record.kind !== 'anonymous') || !ctx.tokens.isLive(record)) {
      throw new PublisherError(200, STATUS.tokenInvalid, 'token 无效或已过期');
    }
  }
  if (record && (record.kind === 'access' || record.kind === 'anonymous') && ctx.tokens.isLive(record)) {
    return { ...caller, uid: record.uid, device: record.device };
  }
  return caller;
}
