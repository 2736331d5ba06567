// The publisher's side of messenger authorisation (spec §4, §7 "wx user info by code"): the code the reader's
// browser brought back is exchanged for an access token and the openid, then for the user's profile. Only here: the
// app secret never leaves the publisher.
import type { MessengerSettings } from './settings.ts';

export type MessengerUser = { openid: string; unionid: string; nickname: string; headimgurl: string };

/** The messenger refused the code (invalid, used, expired): the page asks for a fresh one. */
export class CodeRefused extends Error {}
/** The messenger failed or did not answer in time. */
export class MessengerUnavailable extends Error {}

// the messenger's errcodes for a code it will not take: invalid, already used, missing, expired
const CODE_ERRORS = new Set([40029, 40163, 41008, 42003]);

async function get(settings: MessengerSettings, path: string, query: Record<string, string>) {
  const url = `${settings.apiUrl}${path}?${new URLSearchParams(query)}`;
  let response: Response;
  try {
    response = await (settings.fetch ?? fetch)(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    throw new MessengerUnavailable(error instanceof Error ? error.name : 'fetch failed');
  }
  if (!response.ok) throw new MessengerUnavailable(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') throw new MessengerUnavailable('not JSON');
  const errcode = Number(body.errcode ?? 0);
  if (errcode && CODE_ERRORS.has(errcode)) throw new CodeRefused(String(body.errmsg ?? errcode));
  if (errcode) throw new MessengerUnavailable(`errcode ${errcode}`);
  return body;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function userByCode(settings: MessengerSettings, code: string): Promise<MessengerUser> {
  const token = await get(settings, 'sns/oauth2/access_token', {
    appid: settings.appId,
    secret: settings.secret,
    code,
    grant_type: 'authorization_code',
  });
  const openid = text(token.openid);
  const accessToken = text(token.access_token);
  if (!openid || !accessToken) throw new CodeRefused('no openid');
  const user = await get(settings, 'sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
  // the profile must be the one the token was issued for
  if (text(user.openid) !== openid) throw new MessengerUnavailable('userinfo for another openid');
  return {
    openid,
    unionid: text(user.unionid) || text(token.unionid),
    nickname: text(user.nickname),
    headimgurl: text(user.headimgurl),
  };
}
