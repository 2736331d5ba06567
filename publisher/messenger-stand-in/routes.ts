// A STAND-IN for the messenger's OAuth and user-info endpoints (the real ones cannot be reached from here). Same
// paths, parameters and answers as the messenger's web authorisation: connect/oauth2/authorize (the consent page),
// sns/oauth2/access_token (code → access token + openid) and sns/userinfo. Served only while the publisher's
// messenger settings point at it (publisher/messenger/settings.ts); docs/messenger-sign-in.md.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAND_IN_PREFIX, type MessengerSettings } from '../messenger/settings.ts';
import { standInStore, type Fault, type StandInStore } from './store.ts';

const READER_COOKIE = 'standin_reader';
// form-action covers the redirect after 允许 too: the app's origin is named (the only place it may return to)
const csp = (returnOrigin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; base-uri 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, returnOrigin: string, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp(returnOrigin))
    .header('cache-control', 'no-store').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1f1f1f;background:#ededed}main{max-width:26rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.2rem}p.note{color:#555;font-size:.9rem}label{display:block;margin:1rem 0 .3rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.5rem}
button{display:block;width:100%;margin-top:1rem;padding:.7rem;font:inherit;border:0;border-radius:6px}.allow{background:#07883f;color:#fff}.deny{background:#fff;color:#1f1f1f}</style>
</head><body><main>${body}</main></body></html>`);
}

type AuthorizeQuery = {
  appid?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
};

/** The messenger checks the app and that the page it returns to is on the app's registered domain. */
function checkAuthorize(settings: MessengerSettings, allowedHost: string, q: AuthorizeQuery): string | URL {
  if (q.appid !== settings.appId) return 'appid 参数错误';
  if (q.response_type !== 'code') return 'response_type 参数错误';
  let target: URL;
  try {
    target = new URL(q.redirect_uri ?? '');
  } catch {
    return 'redirect_uri 参数错误';
  }
  if (!/^https?:$/.test(target.protocol) || target.host !== allowedHost) return 'redirect_uri 参数错误';
  if ((q.state ?? '').length > 128) return 'state 参数错误';
  return target;
}

function readerId(request: FastifyRequest, reply: FastifyReply): string {
  const found = /(?:^|;\s*)standin_reader=([A-Za-z0-9_-]{16,64})/.exec(request.headers.cookie ?? '');
  if (found?.[1]) return found[1];
  const id = randomBytes(16).toString('base64url');
  reply.header('set-cookie', `${READER_COOKIE}=${id}; Path=${STAND_IN_PREFIX}; HttpOnly; SameSite=Lax`);
  return id;
}

export function registerMessengerStandIn(
  app: FastifyInstance,
  settings: MessengerSettings,
  options: { appOrigin: string; pictureUrl: string; testHooks: boolean; now: () => number },
): StandInStore {
  const store = standInStore(options.now);
  const returnOrigin = options.appOrigin;
  const allowedHost = new URL(returnOrigin).host;
  const base = STAND_IN_PREFIX;

  app.get(`${base}connect/oauth2/authorize`, async (request, reply) => {
    const q = request.query as AuthorizeQuery;
    const checked = checkAuthorize(settings, allowedHost, q);
    if (typeof checked === 'string')
      return page(reply, returnOrigin, 400, '授权失败', `<h1>授权失败</h1><p>${escapeHtml(checked)}</p>`);
    const reader = readerId(request, reply);
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return page(
      reply,
      returnOrigin,
      200,
      '微信授权（替身）',
      `<h1>青岚日报 申请获得你的昵称和头像</h1>
<p class="note">这是消息应用授权页的替身（stand-in），仅用于开发和测试。读者 ${escapeHtml(reader.slice(0, 6))}</p>
<form method="post" action="${base}connect/oauth2/authorize">
${hidden('appid', q.appid ?? '')}${hidden('redirect_uri', q.redirect_uri ?? '')}${hidden('state', q.state ?? '')}${hidden('response_type', 'code')}
<label for="nickname">昵称</label><input id="nickname" name="nickname" maxlength="20" value="微信用户${escapeHtml(reader.slice(0, 4))}">
<button class="allow" name="decision" value="allow">允许</button>
<button class="deny" name="decision" value="deny">拒绝</button>
</form>`,
    );
  });

  app.post(`${base}connect/oauth2/authorize`, async (request, reply) => {
    const form = (request.body ?? {}) as AuthorizeQuery & { decision?: string; nickname?: string };
    const checked = checkAuthorize(settings, allowedHost, form);
    if (typeof checked === 'string')
      return page(reply, returnOrigin, 400, '授权失败', `<h1>授权失败</h1><p>${escapeHtml(checked)}</p>`);
    const target = checked;
    target.searchParams.delete('code');
    target.searchParams.set('state', form.state ?? '');
    if (form.decision === 'allow') {
      const nickname = (form.nickname ?? '').replace(/[<>]/g, '').trim().slice(0, 20) || '微信用户';
      const user = store.user(readerId(request, reply), settings.appId, nickname, options.pictureUrl);
      target.searchParams.set('code', store.issueCode(user, settings.appId));
    }
    // declined: back without a code (the real messenger keeps the reader on its page instead)
    return reply.redirect(target.toString(), 302);
  });

  app.get(`${base}sns/oauth2/access_token`, async (request, reply) => {
    const q = request.query as { appid?: string; secret?: string; code?: string; grant_type?: string };
    const fault = store.nextFault();
    if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, settings.timeoutMs * 2));
    if (fault === 'error' || fault === 'timeout')
      return reply.code(503).send({ errcode: -1, errmsg: 'system error' });
    if (q.appid !== settings.appId || q.secret !== settings.secret)
      return reply.send({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (q.grant_type !== 'authorization_code')
      return reply.send({ errcode: 40002, errmsg: 'invalid grant_type' });
    const user = fault === 'no-openid' ? undefined : store.takeCode(q.code ?? '', settings.appId);
    if (!user) return reply.send({ errcode: 40029, errmsg: 'invalid code' });
    return reply.send({
      access_token: store.issueToken(user),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: user.openid,
      scope: 'snsapi_userinfo',
      unionid: user.unionid,
    });
  });

  app.get(`${base}sns/userinfo`, async (request, reply) => {
    const q = request.query as { access_token?: string; openid?: string };
    const user = store.tokenUser(q.access_token ?? '');
    if (!user || user.openid !== q.openid)
      return reply.send({ errcode: 40001, errmsg: 'invalid credential' });
    return reply.send({ ...user, sex: 0, province: '', city: '', country: '', privilege: [] });
  });

  if (options.testHooks) {
    // the next `times` code exchanges fail: no openid (the code refused), a server error, or no answer in time
    app.post(`${base}test/fault`, async (request, reply) => {
      const body = (request.body ?? {}) as { fault?: string; times?: number };
      const kinds: Fault[] = ['none', 'no-openid', 'error', 'timeout'];
      const kind = kinds.find((k) => k === body.fault);
      const times = Number(body.times ?? 1);
      if (!kind || !Number.isInteger(times) || times < 0 || times > 10)
        return reply.code(400).send({ status: -1, message: 'fault 或 times 不正确', data: {} });
      store.setFault(kind, times);
      return reply.send({ status: 0, message: 'success', data: { fault: kind, times } });
    });
  }
  return store;
}
