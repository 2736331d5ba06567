// A question that could not be sent, in the reader's words: a login that ran out or never was → the login prompt, a
// lost connection → the draft is kept, a topic closed meanwhile, too fast, or the publisher's own message (the
// moderation pipeline's: 请输入内容, 问题不能超过500字, 内容包含违禁词…).
import { NotSignedIn } from '~/api/member';
import { statusCodes } from '~/api/envelope';
import { isPublisherError } from '~/api/errors';
import type { MessageKey } from '~/i18n/messages.server';

export type AskFailure = { key: MessageKey } | { text: string } | { login: true };

const loginCodes = new Set<number>([
  statusCodes.memberExpired,
  statusCodes.memberElsewhere,
  statusCodes.tokenInvalid,
]);

export function askFailure(error: unknown): AskFailure {
  if (error instanceof NotSignedIn) return { login: true };
  if (!isPublisherError(error)) return { key: 'ask.box.failed' };
  if (error.kind === 'status' && loginCodes.has(error.code)) return { login: true };
  if (error.kind === 'network' || error.kind === 'timeout' || error.unavailable)
    return { key: 'ask.box.draftKept' };
  if (error.httpStatus === 409) return { key: 'ask.box.closedNow' };
  if (error.httpStatus === 429) return { key: 'ask.box.tooFast' };
  if (error.message) return { text: error.message };
  return { key: 'ask.box.failed' };
}
