// SSO `program-sign` (PUBLISHER_API §6.3; spec §7: the third-party login is signed with a hash of its parameters,
// version 1.0.0): secret = md5("devid=…&random=…&timestamp=…&token=…&version=…"), then
// program-sign = md5("p1=v1&…&secret=<secret>") over the form fields named in `program-params`, in that order.
import type { Params } from './operation';
import { md5Hex } from './sign';

export const programSignVersion = '1.0.0';

export function programSignHeaders(
  own: Params,
  identity: { devid: string; token: string; timestamp: number; random: number },
): Record<string, string> {
  const names = Object.keys(own).filter((k) => own[k] !== undefined && own[k] !== '');
  const h = {
    devid: identity.devid,
    random: String(identity.random),
    timestamp: String(identity.timestamp),
    token: identity.token,
    version: programSignVersion,
  };
  const secret = md5Hex(
    `devid=${h.devid}&random=${h.random}&timestamp=${h.timestamp}&token=${h.token}&version=${h.version}`,
  );
  const signed = [...names.map((k) => `${k}=${String(own[k])}`), `secret=${secret}`].join('&');
  return { ...h, 'program-params': names.join(','), 'program-sign': md5Hex(signed) };
}
