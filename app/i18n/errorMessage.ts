// Catalog keys for the codes the pure layers raise: app/api's error keys and the platform's notice keys.
// The template types make a missing catalog entry a type error here.
import type { PublisherErrorKey } from '~/api/errors';
import type { NoticeKey } from '~/platform/platform';
import type { MessageKey } from './messages.server';

export function errorMessageKey(key: PublisherErrorKey): MessageKey {
  return `errors.${key}`;
}

export function noticeMessageKey(key: NoticeKey): MessageKey {
  return `notices.${key}`;
}
