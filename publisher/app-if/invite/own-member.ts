import type { Caller } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';

/** A member reads only their own invites: the uid sent must be the caller's. */
export function ownMember(id: number, caller: Caller): number {
  if (caller.uid === null || id !== caller.uid)
    throw new PublisherError(403, STATUS.error, '只能查看自己的邀请');
  return caller.uid;
}
