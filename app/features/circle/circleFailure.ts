// A circle action that failed, in the reader's words: the publisher's own message when it sent one (what to do: join
// first, the text's problem), a sign-in that ran out or never was → sign in again, anything else → try later.
import { isPublisherError } from '~/api/errors';
import { needsLogin } from '~/features/ui/member/useMemberRead';
import type { Translate } from '~/i18n/translate';

export function circleFailure(error: unknown, t: Translate): string {
  // the forms are shown to members only: a sign-in gone meanwhile is the publisher's refusal (or the client's, unnamed)
  if (needsLogin(error) || (error instanceof Error && error.message === 'not signed in'))
    return t('circle.form.login');
  if (isPublisherError(error) && !error.unavailable && error.message) return error.message;
  return t('circle.failed');
}
