import { randomBytes } from 'node:crypto';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { SsoError, type SsoErrorKey } from '../../sso/errors.ts';
import { recordWrongCode, type CodePurpose } from './codes.ts';
import { memberWire } from './member-wire.ts';

const MINUTE = 60_000;
/**
 * Limits on texting codes (per phone, per address) and on sign-in attempts (login, loginByPhone, register,
 * oauthBindPhone). Wrong guesses are counted per phone *and* address, so guesses made elsewhere never refuse the owner:
 * - wrongPerPhoneAddress: 5 wrong guesses at one phone from one address in 15 minutes, then 429 there. Enough for a
 *   person's typos; a guesser at one address gets 20 tries an hour at a number.
 * - attemptsPerAddress: 30 attempts from one address in 15 minutes whatever the phones, then 429. Stops one address
 *   spraying many numbers (5 each); the few readers behind one shared address (a carrier's NAT, an office) sign in
 *   far less often than that.
 * - wrongPerPhone: 10 wrong guesses at one phone from all addresses in 15 minutes. Past it a password is tried only
 *   with the image code (captcha_required), never refused: each further guess costs a picture read by a person, and
 *   the owner still signs in.
 */
export const LIMITS = {
  codePerPhoneMinute: [1, MINUTE],
  codePerPhoneHour: [5, 60 * MINUTE],
  codePerAddressHour: [20, 60 * MINUTE],
  wrongPerPhoneAddress: [5, 15 * MINUTE],
  attemptsPerAddress: [30, 15 * MINUTE],
  wrongPerPhone: [10, 15 * MINUTE],
} as const;

/** The refusals that are a wrong guess at a secret: a password, a texted code, an image code. */
const WRONG_GUESSES: ReadonlySet<SsoErrorKey> = new Set([
  'password_error',
  'code_error',
  'code_expired',
  'captcha_error',
]);

/**
 * One sign-in attempt at `phone` from the address `ip`, within LIMITS. The guess is counted when it is made, before
 * the slow check, so that a burst of parallel guesses sees its own; it is taken back when it turns out not to be a
 * wrong one, and a success clears the count of that phone at that address. `work` hears whether the phone is past
 * its ceiling of wrong guesses (then a password needs the image code: login).
 */
export async function limitAttempt<T>(
  ctx: PublisherContext,
  phone: string,
  ip: string,
  work: (pastCeiling: boolean) => Promise<T>,
): Promise<T> {
  const pair = `login:pair:${phone}@${ip}`;
  const onPhone = `login:phone:${phone}`;
  if (
    !ctx.limiter.hit(`login:ip:${ip}`, ...LIMITS.attemptsPerAddress) ||
    !ctx.limiter.hit(pair, ...LIMITS.wrongPerPhoneAddress)
  )
    throw new SsoError('too_many_requests');
  // a full count records nothing, so there is nothing to take back
  const pastCeiling = !ctx.limiter.hit(onPhone, ...LIMITS.wrongPerPhone);
  const takeBack = () => {
    if (!pastCeiling) ctx.limiter.undo(onPhone);
  };
  try {
    const result = await work(pastCeiling);
    ctx.limiter.reset(pair);
    takeBack();
    return result;
  } catch (error) {
    if (!(error instanceof SsoError && WRONG_GUESSES.has(error.key))) {
      ctx.limiter.undo(pair);
      takeBack();
    }
    throw error;
  }
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
