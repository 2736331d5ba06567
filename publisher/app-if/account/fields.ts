import { z } from 'zod';

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
