// A comment that could not be sent, in the reader's words (spec §8): 10202–10204 with the server's message (or
// 评论失败), a login that ran out or never was → the login prompt, a lost connection → the draft is kept.
import { NotSignedIn } from '~/api/member';
import { statusCodes } from '~/api/envelope';
import { isPublisherError } from '~/api/errors';
import type { MessageKey } from '~/i18n/messages.server';

export type CommentFailure = { key: MessageKey } | { text: string } | { login: true };

const loginCodes = new Set<number>([
  statusCodes.memberExpired,
  statusCodes.memberElsewhere,
  statusCodes.tokenInvalid,
]);

export function commentFailure(error: unknown): CommentFailure {
  if (error instanceof NotSignedIn) return { login: true };
  if (!isPublisherError(error)) return { key: 'comments.box.failed' };
  if (error.kind === 'status' && loginCodes.has(error.code)) return { login: true };
  if (error.kind === 'network' || error.kind === 'timeout' || error.unavailable)
    return { key: 'comments.box.draftKept' };
  if (error.kind === 'status' && error.message) return { text: error.message };
  return { key: 'comments.box.failed' };
}
