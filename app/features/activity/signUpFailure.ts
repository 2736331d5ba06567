// A failed sign-up in the reader's words: the spec's refusals from the catalog, a field the publisher refused
// beside that field, anything else in the publisher's own words or the generic failure.
import { isPublisherError } from '~/api/errors';
import type { MessageKey } from '~/i18n/messages.server';
import { errorMessageKey } from '~/i18n/errorMessage';

export type Failure = { key: MessageKey } | { text: string } | { login: true };

const refusals: Record<string, MessageKey> = {
  报名未开始: 'activity.message.notStarted',
  报名已结束: 'activity.message.closed',
  名额已满: 'activity.message.full',
  您已报名: 'activity.message.already',
  '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！': 'activity.form.pictureOnly',
};

/** 10102/10103: the member's login ran out; 10111 without a member: never signed in. */
const loginCodes = new Set([10102, 10103, 10111]);

export function signUpFailure(error: unknown): Failure {
  if (!isPublisherError(error)) return { key: 'activity.failed' };
  if (error.kind === 'status' && loginCodes.has(error.code)) return { login: true };
  if (error.kind === 'network' || error.kind === 'timeout') return { key: errorMessageKey(error.key) };
  const known = refusals[error.message];
  if (known) return { key: known };
  if (error.kind === 'status' && error.message) return { text: error.message };
  return { key: 'activity.failed' };
}
