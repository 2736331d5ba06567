import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { operation } from '../../context.ts';

/**
 * The messenger's JS-SDK signature (spec §7 Sharing: page url in; appid, timestamp, noncestr, signature out), made
 * as the messenger checks it: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the url without its fragment.
 */
export function jsSdkSignature(p: { ticket: string; nonce: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${p.ticket}&noncestr=${p.nonce}&timestamp=${p.timestamp}&url=${p.url}`;
  return createHash('sha1').update(text).digest('hex');
}

const pageUrl = z
  .string({ error: '缺少参数 url' })
  .max(2_000, 'url 过长')
  .refine((u) => /^https?:\/\/[^\s<>"']+$/.test(u), 'url 必须是 http(s) 地址')
  .transform((u) => u.split('#')[0]!);

export const wxSignature = operation({
  name: 'wxSignature',
  method: 'GET',
  access: 'token',
  input: z.object({ url: pageUrl }),
  async handle(ctx, input) {
    const timestamp = Math.floor(ctx.clock.now() / 1_000);
    const noncestr = randomBytes(12).toString('base64url');
    return {
      appid: ctx.messenger.appId,
      timestamp,
      noncestr,
      signature: jsSdkSignature({
        ticket: ctx.messenger.jsapiTicket,
        nonce: noncestr,
        timestamp,
        url: input.url,
      }),
    };
  },
});
