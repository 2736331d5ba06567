import { describe, expect, it } from 'vitest';
import { PublisherError } from '~/api/errors';
import { bindProblem, newPasswordProblem } from './bindRules';
import { failureMessage, loginProblem, phoneProblem } from './loginRules';

const blank = { phone: '', code: '', password: '' };

describe('login prompts (spec §5)', () => {
  it('asks for the phone first (请输入手机号)', () => {
    expect(loginProblem('code', blank)).toEqual({ field: 'phone', message: 'account.phoneRequired' });
    expect(loginProblem('password', { ...blank, phone: '  ' })?.message).toBe('account.phoneRequired');
  });

  it('refuses a number that is not a mobile number', () => {
    expect(phoneProblem('12345')?.message).toBe('account.phoneInvalid');
    expect(phoneProblem('13800000000')).toBeUndefined();
  });

  it('asks for the code when logging in by code (请输入验证码)', () => {
    expect(loginProblem('code', { ...blank, phone: '13800000000' })).toEqual({
      field: 'code',
      message: 'account.codeRequired',
    });
  });

  it('asks for the password when logging in by password (请输入密码)', () => {
    expect(loginProblem('password', { ...blank, phone: '13800000000' })).toEqual({
      field: 'password',
      message: 'account.passwordRequired',
    });
  });

  it('is satisfied when the method has what it needs', () => {
    expect(loginProblem('code', { phone: '13800000000', code: '123456', password: '' })).toBeUndefined();
    expect(loginProblem('password', { phone: '13800000000', code: '', password: 'secret' })).toBeUndefined();
  });

  it('asks to confirm a new password (请确认密码)', () => {
    expect(newPasswordProblem('', '')?.message).toBe('account.passwordRequired');
    expect(newPasswordProblem('secret', '')).toEqual({
      field: 'confirm',
      message: 'account.confirmRequired',
    });
    expect(newPasswordProblem('secret', 'secret')).toBeUndefined();
    expect(newPasswordProblem('secret', 'secreT')).toEqual({
      field: 'confirm',
      message: 'account.passwordMismatch',
    });
  });

  it('phone binding asks in the spec’s order: 请输入手机号, 请输入验证码, 请输入密码, 请确认密码', () => {
    const input = { phone: '', code: '', password: '', confirm: '' };
    expect(bindProblem(input)?.message).toBe('account.phoneRequired');
    expect(bindProblem({ ...input, phone: '13800000000' })?.message).toBe('account.codeRequired');
    expect(bindProblem({ ...input, phone: '13800000000', code: '123456' })?.message).toBe(
      'account.passwordRequired',
    );
    expect(bindProblem({ phone: '13800000000', code: '123456', password: 'p', confirm: '' })?.message).toBe(
      'account.confirmRequired',
    );
    expect(
      bindProblem({ phone: '13800000000', code: '123456', password: 'p', confirm: 'p' }),
    ).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it('translates the SSO reason keys', () => {
    const wrong = new PublisherError({
      kind: 'status',
      key: 'error',
      reason: 'code_error',
      message: '验证码不正确',
    });
    expect(failureMessage(wrong)).toBe('account.codeWrong');
    expect(
      failureMessage(new PublisherError({ kind: 'status', key: 'error', reason: 'password_error' })),
    ).toBe('account.passwordWrong');
  });

  it('says network error when SSO cannot be reached, and a plain failure otherwise', () => {
    expect(failureMessage(new PublisherError({ kind: 'network', key: 'network' }))).toBe('errors.network');
    expect(failureMessage(new PublisherError({ kind: 'timeout', key: 'timeout' }))).toBe('errors.timeout');
    expect(failureMessage(new PublisherError({ kind: 'status', key: 'error', reason: 'mystery' }))).toBe(
      'account.failed',
    );
    expect(failureMessage(new Error('boom'))).toBe('account.failed');
  });
});
