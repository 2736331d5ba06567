import { z } from 'zod';
import { md5Hex } from '../../auth/md5.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badInput } from '../../envelope.ts';
import { plainText } from '../../validation.ts';
import { intField, testHook } from '../test-hook.ts';
import { lastCode } from './codes.ts';
import { phoneField } from './fields.ts';
import { defaultNickname, newMember } from './members.ts';
import { hashPassword } from './passwords.ts';

/**
 * `POST /app_if/test/member` `{phone, password, nickname?}` → `{uid, phone}`: a registered member who signs in with
 * `login` (password sent as md5 hex, as the front end does) or by code.
 */
export const createMember = testHook({
  name: 'member',
  input: z.object({
    phone: z.string({ error: '缺少参数 phone' }).regex(/^1[3-9]\d{9}$/, 'phone 格式不正确'),
    password: z.string({ error: '缺少参数 password' }).min(1, 'password 不能为空').max(64, 'password 过长'),
    nickname: plainText('nickname', 20).optional(),
  }),
  async handle(ctx, input) {
    const passwordHash = await hashPassword(md5Hex(input.password));
    const nickname = input.nickname ?? defaultNickname(input.phone);
    try {
      const [member] = await ctx.db
        .insert(members)
        .values(newMember(input.phone, passwordHash, nickname, ctx.clock.now()))
        .returning({ uid: members.uid });
      return { uid: member?.uid, phone: input.phone };
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput(`手机号 ${input.phone} 已注册`);
      throw error;
    }
  },
});

/**
 * `GET /sso-app/test/lastCode?phone=` → `{code}` in the SSO envelopes: the last SMS code sent to that phone (codes are
 * otherwise only written to the log, as no SMS can be sent here); `null` when none was.
 */
export const lastCodeHook = testHook({
  name: 'lastCode',
  service: 'sso',
  input: z.object({ phone: phoneField }),
  handle: async (ctx, input) => ({ code: (await lastCode(ctx.db, input.phone)) ?? null }),
});

/**
 * `POST /app_if/test/signedInMembers` `{count}` → `{members: [{uid, token}]}`: `count` members without a phone, each
 * signed in (a live access token for the device `bench`), made in one insert: the bench's posters, voters and
 * sign-ups, so a per-member limit is never what it measures.
 */
export const signedInMembersHook = testHook({
  name: 'signedInMembers',
  input: z.object({ count: intField('count', 1, 2_000) }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    // one transaction: a commit per member would make 2,000 of them the slowest part of the bench's setup
    const signedIn = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .insert(members)
        .values(Array.from({ length: input.count }, (_, i) => newMember(null, null, `压测会员${i + 1}`, now)))
        .returning({ uid: members.uid });
      const made = [];
      for (const { uid } of rows) {
        const access = await ctx.tokens.issue('access', { uid, device: 'bench' }, undefined, tx as Db);
        made.push({ uid, token: access.token });
      }
      return made;
    });
    return { members: signedIn };
  },
});

export const accountTestHooks = [createMember, lastCodeHook, signedInMembersHook];
