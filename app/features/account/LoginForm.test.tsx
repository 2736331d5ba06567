// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageCode } from '~/api/account/client';
import { PublisherError } from '~/api/errors';
import { renderForTest } from '~/features/lists/renderForTest';
import type { Language } from '~/i18n/locales';
import { LoginForm } from './LoginForm';

const sso = vi.hoisted(() => ({
  login: vi.fn<(phone: string, password: string, imageCode?: ImageCode) => Promise<object>>(),
}));
vi.mock('~/platform/publisher.client', () => ({ loadApi: async () => ({ login: sso.login }) }));

const refusal = (reason: string) => new PublisherError({ kind: 'status', key: 'error', reason, code: -1 });

beforeEach(() => sso.login.mockReset());
afterEach(cleanup);

/** The password form, filled in and sent. */
function sendPassword(lang: Language = 'zh') {
  const onLoggedIn = vi.fn();
  renderForTest(<LoginForm onLoggedIn={onLoggedIn} />, lang);
  const words =
    lang === 'zh'
      ? { method: '密码登录', phone: '手机号', password: '密码', submit: '登录' }
      : { method: 'Log in with a password', phone: 'Mobile number', password: 'Password', submit: 'Log in' };
  fireEvent.click(screen.getByRole('button', { name: words.method }));
  fireEvent.change(screen.getByLabelText(words.phone), { target: { value: '13800001111' } });
  fireEvent.change(screen.getByLabelText(words.password), { target: { value: 'secret' } });
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.submit }));
    });
  return { onLoggedIn, submit };
}

const pictureKey = (name: string) =>
  new URL(screen.getByRole('img', { name }).getAttribute('src')!, 'http://x').searchParams.get('codeKey');

describe('the login form', () => {
  it('says the same for an unknown number and a wrong password, in the reader’s language', async () => {
    for (const [lang, text] of [
      ['zh', '手机号或密码错误'],
      ['en', 'Wrong mobile number or password'],
    ] as const) {
      sso.login
        .mockRejectedValueOnce(refusal('user_not_exist'))
        .mockRejectedValueOnce(refusal('password_error'));
      const { submit } = sendPassword(lang);
      await submit();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', text));
      await submit();
      await waitFor(() => expect(sso.login).toHaveBeenCalledTimes(2));
      expect(screen.getByRole('alert').textContent).toBe(text);
      cleanup();
      sso.login.mockReset();
    }
  });

  it('asked for the image code: shows the picture and its field, keeps what was typed, sends the code', async () => {
    sso.login
      .mockRejectedValueOnce(refusal('captcha_required'))
      .mockRejectedValueOnce(refusal('captcha_error'))
      .mockResolvedValueOnce({ uid: '1' });
    const { onLoggedIn, submit } = sendPassword();
    await submit();
    const picture = await screen.findByRole('img', { name: '图片验证码，看不清可换一张' });
    const field = screen.getByLabelText('图片验证码');
    expect(screen.getByRole('alert').textContent).toBe('为了账号安全，请输入图片中的验证码');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByLabelText('手机号')).toHaveProperty('value', '13800001111');
    expect(screen.getByLabelText('密码')).toHaveProperty('value', 'secret');
    const first = pictureKey('图片验证码，看不清可换一张');
    expect(picture.getAttribute('src')).toBe(`/app_if/voteVerifyCode?codeKey=${first}`);

    // nothing typed: asked here, not sent
    await submit();
    expect(sso.login).toHaveBeenCalledTimes(1);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: ' ab12 ' } });
    await submit();
    expect(sso.login).toHaveBeenLastCalledWith('13800001111', 'secret', { codeKey: first, code: ' ab12 ' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('图片验证码错误，请输入新图片中的验证码'),
    );
    // a code answers once: a new picture, the field emptied
    const second = pictureKey('图片验证码，看不清可换一张');
    expect(second).not.toBe(first);
    expect(screen.getByLabelText('图片验证码')).toHaveProperty('value', '');

    fireEvent.change(screen.getByLabelText('图片验证码'), { target: { value: 'CD34' } });
    await submit();
    expect(sso.login).toHaveBeenLastCalledWith('13800001111', 'secret', { codeKey: second, code: 'CD34' });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  });

  it('labels the image code in the reader’s language', async () => {
    sso.login.mockRejectedValueOnce(refusal('captcha_required'));
    const { submit } = sendPassword('en');
    await submit();
    expect(await screen.findByRole('img', { name: 'Picture code; get another if unclear' })).toBeTruthy();
    expect(screen.getByLabelText('Picture code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Another one' })).toBeTruthy();
  });
});
