// What a reader's form says when what they wrote could not be sent: a login that ran out or never was → the login
// prompt, a lost connection or a publisher down → the draft is kept (useFormDraft), a status the form names, or the
// publisher's own message (the moderation pipeline's and the operation's, in Chinese), else the form's failure.
import { statusCodes } from '~/api/envelope';
import { isPublisherError } from '~/api/errors';
import { NotSignedIn } from '~/api/member';
import type { MessageKey } from '~/i18n/messages.server';

export type SendFailure = { key: MessageKey; max?: number } | { text: string } | { login: true };

const loginCodes = new Set<number>([
  statusCodes.memberExpired,
  statusCodes.memberElsewhere,
  statusCodes.tokenInvalid,
]);

export function sendFailure(
  error: unknown,
  words: { failed: MessageKey; draftKept: MessageKey; byHttpStatus?: Partial<Record<number, MessageKey>> },
): SendFailure {
  if (error instanceof NotSignedIn) return { login: true };
  if (!isPublisherError(error)) return { key: words.failed };
  if (error.kind === 'status' && loginCodes.has(error.code)) return { login: true };
  if (error.kind === 'network' || error.kind === 'timeout' || error.unavailable)
    return { key: words.draftKept };
  const named = words.byHttpStatus?.[error.httpStatus];
  if (named) return { key: named };
  if (error.message) return { text: error.message };
  return { key: words.failed };
}
