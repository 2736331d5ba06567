import type { Caller } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';

/**
 * The reader a read is for: none without `userID`; with it, the caller's own (a member reads only their own standing;
 * a sign-in that ran out hears 10102 and signs in again).
 */
export function readerOf(userID: number | undefined, caller: Caller): number | null {
  if (userID === undefined) return null;
  if (caller.uid === null) throw new PublisherError(200, STATUS.memberExpired, '登录已过期，请重新登录');
  if (caller.uid !== userID) throw new PublisherError(403, STATUS.error, '只能查看自己的圈子');
  return userID;
}
