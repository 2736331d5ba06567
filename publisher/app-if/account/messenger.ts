// Messenger sign-in on the publisher (spec §4, §7): getWxUserInfo exchanges the code the reader brought back for the
// messenger user (only here: the app secret stays on the publisher) and remembers, for that device, that the publisher
// itself verified this openid; oauthLogin then signs that device in as that openid once. docs/messenger-sign-in.md.
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { memberOauth, members, oauthGrants } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { CodeRefused, userByCode } from '../../messenger/client.ts';
import { SsoError } from '../../sso/errors.ts';
import { deviceParam, withoutDirectionControls } from '../../validation.ts';
import { siteidField } from './fields.ts';
import { newMember, signIn } from './members.ts';

export const MESSENGER_PROVIDER = 'tencent_wechat';
/** how long the verified openid waits for its sign-in */
export const GRANT_TTL_MS = 10 * 60_000;

export const getWxUserInfo = operation({
  name: 'getWxUserInfo',
  method: 'GET',
  access: 'open',
  input: z.object({
    code: z.string({ error: '缺少参数 code' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'code 格式不正确'),
    device: deviceParam,
  }),
  async handle(ctx, input) {
    let user;
    try {
      user = await userByCode(ctx.messenger, input.code);
    } catch (error) {
      // a refused code (used, expired, forged) comes back without an openid: the page asks for a fresh code
      if (error instanceof CodeRefused) return {};
      // an outage of the messenger's service, not a fault of ours: one line without a stack (no stack trace for any
      // request a stranger can make, issue 46)
      ctx.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'messenger user info');
      throw new PublisherError(200, STATUS.error, '微信服务暂时无法访问，请稍后再试');
    }
    const grant = {
      provider: MESSENGER_PROVIDER,
      oid: user.openid,
      device: input.device,
      unionid: user.unionid,
      expiresAt: ctx.clock.now() + GRANT_TTL_MS,
    };
    await ctx.db
      .insert(oauthGrants)
      .values(grant)
      .onConflictDoUpdate({
        target: [oauthGrants.provider, oauthGrants.oid, oauthGrants.device],
        set: { unionid: grant.unionid, expiresAt: grant.expiresAt },
      });
    return user;
  },
});

function decodeNickname(base64: string): string {
  const text = withoutDirectionControls(Buffer.from(base64, 'base64').toString('utf8'))
    .replace(/[<>\p{Cc}]/gu, '')
    .trim();
  return text.slice(0, 20) || '微信用户';
}

/** The member behind this messenger identity, made on the first sign-in (no phone yet: binding comes after). */
async function memberFor(tx: Db, oid: string, unionid: string, nickname: string, now: number) {
  const [link] = await tx
    .select({ uid: memberOauth.uid })
    .from(memberOauth)
    .where(and(eq(memberOauth.provider, MESSENGER_PROVIDER), eq(memberOauth.oid, oid)))
    .limit(1);
  if (link) {
    const [member] = await tx.select().from(members).where(eq(members.uid, link.uid)).limit(1);
    if (member) return member;
  }
  const [member] = await tx
    .insert(members)
    .values(newMember(null, null, nickname, now))
    .returning();
  if (!member) throw new SsoError('user_not_exist');
  await tx.insert(memberOauth).values({ provider: MESSENGER_PROVIDER, oid, unionid, uid: member.uid });
  return member;
}

export const oauthLogin = operation({
  name: 'oauthLogin',
  service: 'sso',
  method: 'POST',
  access: 'open',
  programSigned: true,
  input: z.object({
    provider: z.enum(['sina_weibo', 'tencent_wechat', 'tencent_QQ', 'apple'], { error: 'param_error' }),
    oid: z.string({ error: 'param_error' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'param_error'),
    unionid: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,64}$/, 'param_error')
      .optional(),
    nickname: z.string({ error: 'param_error' }).regex(/^[A-Za-z0-9+/=]{0,200}$/, 'param_error'),
    head: z.string().max(500, 'param_error').optional(),
    devid: deviceParam,
    siteid: siteidField,
  }),
  async handle(ctx, input) {
    // only the messenger is connected here; the other providers have no verified identity to sign in with
    if (input.provider !== MESSENGER_PROVIDER) throw new SsoError('user_account_exception');
    const now = ctx.clock.now();
    return ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [grant] = await tx
        .delete(oauthGrants)
        .where(
          and(
            eq(oauthGrants.provider, input.provider),
            eq(oauthGrants.oid, input.oid),
            eq(oauthGrants.device, input.devid),
            gt(oauthGrants.expiresAt, now),
          ),
        )
        .returning();
      if (!grant) throw new SsoError('user_account_exception');
      const member = await memberFor(tx, input.oid, grant.unionid, decodeNickname(input.nickname), now);
      return { ...(await signIn(ctx, tx, member, input.devid)), provider: input.provider };
    });
  },
});
