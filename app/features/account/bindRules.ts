// Phone binding's rules (spec §5), apart from the login form's: the login page, which never binds, does not load
// them.
import { phoneProblem, type LoginProblem } from './loginRules';

/** For flows that set a password (phone binding, spec §5): the password and its confirmation. */
export function newPasswordProblem(password: string, confirm: string): LoginProblem | undefined {
  if (!password) return { field: 'password', message: 'account.passwordRequired' };
  if (!confirm) return { field: 'confirm', message: 'account.confirmRequired' };
  if (password !== confirm) return { field: 'confirm', message: 'account.passwordMismatch' };
  return undefined;
}

/** Phone binding after messenger sign-in (spec §5): phone, code, password, confirmation, in that order. */
export function bindProblem(input: {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}): LoginProblem | undefined {
  return (
    phoneProblem(input.phone) ??
    (input.code.trim() ? undefined : { field: 'code', message: 'account.codeRequired' }) ??
    newPasswordProblem(input.password, input.confirm)
  );
}
