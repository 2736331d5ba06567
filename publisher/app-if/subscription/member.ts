import { z } from 'zod';
import type { Caller, PublisherContext } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';

/** The member's own id, as the clients send it: it must be the caller's (a member acts only for themself). */
export const userIdParam = intParam('userID', 1, MAX_ID);

export function ownId(input: { userID: number }, caller: Caller): number {
  if (caller.uid === null || input.userID !== caller.uid)
    throw new PublisherError(403, STATUS.error, '只能操作自己的账号');
  return caller.uid;
}

/**
 * The reader a read is for: none without `userID`; with it, the caller's own (a member reads only their own standing,
 * likes and held posts; a sign-in that ran out hears 10102 and signs in again).
 */
export function readerOf(userID: number | undefined, caller: Caller): number | null {
  if (userID === undefined) return null;
  if (caller.uid === null) throw new PublisherError(200, STATUS.memberExpired, '登录已过期，请重新登录');
  if (caller.uid !== userID) throw new PublisherError(403, STATUS.error, '只能查看自己的状态');
  return userID;
}

/** Toggles and votes per member and second: far above a finger's pace, well below a script's. */
const TOGGLES_PER_SECOND = 20;

export function withinToggleRate(ctx: PublisherContext, uid: number): void {
  if (!ctx.limiter.hit(`toggle:${uid}`, TOGGLES_PER_SECOND, 1_000))
    throw new PublisherError(429, STATUS.error, '操作过于频繁，请稍后再试');
}

export const followType = z
  .string({ error: '缺少参数 type' })
  .regex(/^[013]$/, 'type 只能是 0（青岚号）、1（记者）或 3（问吧话题）')
  .transform((v) => Number(v) as 0 | 1 | 3);
