import { randomBytes } from 'node:crypto';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { SsoError } from '../../sso/errors.ts';
import { recordWrongCode, type CodePurpose } from './codes.ts';
import { memberWire } from './member-wire.ts';

const MINUTE = 60_000;
/** Limits (per phone, per address) on texting codes and on sign-in attempts. */
export const LIMITS = {
  codePerPhoneMinute: [1, MINUTE],
  codePerPhoneHour: [5, 60 * MINUTE],
  codePerAddressHour: [20, 60 * MINUTE],
  loginPerPhone: [10, 15 * MINUTE],
  loginPerAddress: [50, 15 * MINUTE],
} as const;

export function limitLogin(ctx: PublisherContext, phone: string, ip: string): void {
  const okPhone = ctx.limiter.hit(`login:phone:${phone}`, ...LIMITS.loginPerPhone);
  const okAddress = ctx.limiter.hit(`login:ip:${ip}`, ...LIMITS.loginPerAddress);
  if (!okPhone || !okAddress) throw new SsoError('too_many_requests');
}

/** The member object with a fresh access and refresh token, issued inside the caller's transaction. */
export async function signIn(ctx: PublisherContext, tx: Db, member: MemberRow, device: string) {
  const access = await ctx.tokens.issue('access', { uid: member.uid, device }, undefined, tx);
  const refresh = await ctx.tokens.issue('refresh', { uid: member.uid, device }, undefined, tx);
  return memberWire(ctx.publicUrl, member, {
    accessToken: access.token,
    refreshToken: refresh.token,
    expireTime: access.expiresAt,
  });
}

/** Runs a code-checked write; a wrong code is counted after the rollback so guesses stay limited. */
export async function withCode<T>(
  ctx: PublisherContext,
  phone: string,
  purpose: CodePurpose,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => work(tx as unknown as Db));
  } catch (error) {
    if (error instanceof SsoError && error.key === 'code_error')
      await recordWrongCode(ctx.db, phone, purpose);
    throw error;
  }
}

/** A new member's row; without a password hash the member signs in by code and has the default password. */
export function newMember(phone: string | null, passwordHash: string | null, nickname: string, now: number) {
  return {
    phone,
    passwordHash,
    isDefPassword: passwordHash ? 0 : 1,
    nickname,
    headRef: null,
    score: 0,
    sex: '0',
    ssoToken: randomBytes(16).toString('hex'),
    createdAt: now,
  };
}

/** The nickname a member gets when none was chosen (sign-in by code with a new number). */
export const defaultNickname = (phone: string) => `青岚网友${phone.slice(-4)}`;
