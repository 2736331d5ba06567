import { z } from 'zod';
import { withoutDirectionControls } from '../../validation.ts';
import { codeKeyParam } from '../vote/captcha.ts';

/** SSO input fields; their messages are SSO error keys (sso/serve.ts `ssoParse`). */
export const phoneField = z
  .string({ error: 'phone_format_error' })
  .regex(/^1[3-9]\d{9}$/, 'phone_format_error');
export const codeField = z.string({ error: 'param_error' }).regex(/^\d{6}$/, 'param_error');
export const md5PasswordField = z.string({ error: 'param_error' }).regex(/^[0-9a-fA-F]{32}$/, 'param_error');
export const siteidField = z
  .string()
  .regex(/^\d{1,6}$/, 'param_error')
  .optional();

/**
 * The image code a login past its phone's ceiling carries (vote/captcha.ts draws it under the page's `codeKey`); an
 * answer that cannot be a code is a wrong one.
 */
export const captchaFields = {
  codeKey: codeKeyParam.optional(),
  verifyCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,8}$/, 'captcha_error')
    .optional(),
};

/**
 * A nickname (docs/member-profile.md): what is left after dropping direction controls (validation.ts) and trimming,
 * 1 to 20 characters (a character is a code point, so an emoji is one), none of `<`, `>` or control characters (a
 * line break included). The front end checks the same rule (app/lib/nickname.ts) before it sends.
 */
export const nicknameField = z
  .string({ error: 'nickname_empty' })
  .transform((s) => withoutDirectionControls(s).trim())
  .refine((s) => s.length > 0, 'nickname_empty')
  .refine((s) => [...s].length <= 20, 'nickname_too_long')
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[<>\u0000-\u001f\u007f]/.test(s), 'nickname_illegal');

/** The member's own uid, as the SSO sends it: it must be the caller's (the token's). */
export const uidField = z.string({ error: 'param_error' }).regex(/^\d{1,10}$/, 'param_error');
