// The login form's rules, pure: which prompt to show (spec §5 prompts), and what an SSO failure means to the reader.
import { isPublisherError } from '~/api/errors';
import { errorMessageKey } from '~/i18n/errorMessage';
import type { MessageKey } from '~/i18n/messages.server';

export type LoginMethod = 'code' | 'password';
export type LoginField = 'phone' | 'code' | 'password' | 'confirm' | 'captcha';

export interface LoginProblem {
  field: LoginField;
  message: MessageKey;
}

/** mainland mobile numbers: 11 digits starting with 1 */
const mobile = /^1\d{10}$/;

export function phoneProblem(phone: string): LoginProblem | undefined {
  const value = phone.trim();
  if (!value) return { field: 'phone', message: 'account.phoneRequired' };
  if (!mobile.test(value)) return { field: 'phone', message: 'account.phoneInvalid' };
  return undefined;
}

/** `captcha`: what was typed for the image code, once SSO asked for one (a password login past its ceiling). */
export function loginProblem(
  method: LoginMethod,
  input: { phone: string; code: string; password: string; captcha?: string },
): LoginProblem | undefined {
  const phone = phoneProblem(input.phone);
  if (phone) return phone;
  if (method === 'code' && !input.code.trim()) return { field: 'code', message: 'account.codeRequired' };
  if (method === 'password' && !input.password)
    return { field: 'password', message: 'account.passwordRequired' };
  if (method === 'password' && input.captcha?.trim() === '')
    return { field: 'captcha', message: 'account.captchaRequired' };
  return undefined;
}

// SSO reason keys (contract: docs/publisher-interface.md, single sign-on errors). The nickname's (modify) are
// RenameForm's: the login page, at its byte budget, never meets them
const reasons: Record<string, MessageKey> = {
  phone_format_error: 'account.phoneInvalid',
  code_error: 'account.codeWrong',
  code_expired: 'account.codeExpired',
  password_error: 'account.passwordWrong',
  // an unknown number reads as a wrong password (our SSO answers so; another may still say user_not_exist): the page
  // tells no one which numbers have an account
  user_not_exist: 'account.passwordWrong',
  too_many_requests: 'account.tooMany',
  captcha_required: 'account.captchaRequired',
  captcha_error: 'account.captchaWrong',
};

/** What to tell the reader when SSO refuses or cannot be reached; `otherwise` when it gave no known reason. */
export function failureMessage(error: unknown, otherwise: MessageKey = 'account.failed'): MessageKey {
  if (!isPublisherError(error)) return otherwise;
  if (reasons[error.reason]) return reasons[error.reason]!;
  if (error.httpStatus === 429) return 'account.tooMany';
  // network error (网络错误) or a time-out: the client's own words for it
  if (error.kind === 'network' || error.kind === 'timeout') return errorMessageKey(error.key);
  return otherwise;
}
