// SSO `program-sign` (PUBLISHER_API §6.3), checked on the calls that sign an identity in from elsewhere (oauthLogin):
// secret = md5("devid=…&random=…&timestamp=…&token=…&version=…"), program-sign = md5("p1=v1&…&secret=<secret>") over
// the form fields named in `program-params`, in that order. Spec §7: version 1.0.0.
import type { FastifyRequest } from 'fastify';
import { md5Hex } from '../auth/md5.ts';
import { SsoError } from './errors.ts';

export const PROGRAM_SIGN_VERSION = '1.0.0';
/** how far the signed timestamp may be from the publisher's clock */
export const PROGRAM_SIGN_WINDOW_MS = 5 * 60_000;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

export function programSign(
  headers: { devid: string; random: string; timestamp: string; token: string; version: string },
  fields: [string, string][],
): string {
  const secret = md5Hex(
    `devid=${headers.devid}&random=${headers.random}&timestamp=${headers.timestamp}&token=${headers.token}&version=${headers.version}`,
  );
  return md5Hex([...fields.map(([k, v]) => `${k}=${v}`), `secret=${secret}`].join('&'));
}

/** Refuses (sign_error) a call whose signature is missing, stale, for another device, or leaves one of its own
 * fields unsigned. */
export function checkProgramSign(
  request: FastifyRequest,
  body: Record<string, unknown>,
  input: Record<string, unknown>,
  now: number,
): void {
  const h = {
    devid: header(request, 'devid'),
    random: header(request, 'random'),
    timestamp: header(request, 'timestamp'),
    token: header(request, 'token'),
    version: header(request, 'version'),
  };
  const names = header(request, 'program-params').split(',').filter(Boolean);
  // the operation's own fields (the parsed input); the common fields every call carries are not signed
  const sent = Object.keys(input).filter((k) => input[k] !== undefined && input[k] !== '');
  const fresh = Math.abs(now - Number(h.timestamp)) <= PROGRAM_SIGN_WINDOW_MS;
  if (
    h.version !== PROGRAM_SIGN_VERSION ||
    !fresh ||
    !/^\d{1,12}$/.test(h.random) ||
    h.devid !== body.devid ||
    !sent.every((k) => names.includes(k))
  ) {
    throw new SsoError('sign_error');
  }
  const fields = names.map((k): [string, string] => [
    k,
    typeof body[k] === 'string' ? (body[k] as string) : '',
  ]);
  if (programSign(h, fields) !== header(request, 'program-sign')) throw new SsoError('sign_error');
}

/** The headers a client sends (tests and the contract calls sign as the front end does). */
export function programSignHeaders(
  fields: Record<string, string>,
  devid: string,
  now: number,
  token = '',
): Record<string, string> {
  const h = { devid, random: '4821', timestamp: String(now), token, version: PROGRAM_SIGN_VERSION };
  const names = Object.keys(fields);
  return {
    ...h,
    'program-params': names.join(','),
    'program-sign': programSign(
      h,
      names.map((k): [string, string] => [k, fields[k] ?? '']),
    ),
  };
}
