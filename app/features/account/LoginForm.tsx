// Login by phone and code, or phone and password, against SSO from the browser. The client stores the
// result as the spec's tokens. What the reader typed stays in the fields whatever happens. Past a number's ceiling
// of wrong guesses SSO asks a password login for the image code (captcha_required): the form shows it and sends it.
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '~/i18n/context';
import type { LoginCaptchaValue } from './LoginCaptcha';
import { failureMessage, loginProblem, type LoginField, type LoginMethod } from './loginRules';
import { NoticeLine } from './NoticeLine';
import { accountApi, useSendCode, type FormNotice } from './useSendCode';
import styles from './LoginForm.module.css';

// few readers are ever asked for the image code: its field comes then, not with the page
const LoginCaptcha = lazy(() => import('./LoginCaptcha'));

type Notice = FormNotice;

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [method, setMethod] = useState<LoginMethod>('code');
  const [input, setInput] = useState({ phone: '', code: '', password: '' });
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  // the image code, once SSO asked for it: the key of the picture shown and what the reader read off it
  const [captcha, setCaptcha] = useState<LoginCaptchaValue>();
  const fields = {
    phone: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const problem = (next: Notice) => {
    setNotice(next);
    // the image code's field focuses itself as each new picture comes
    if (next.field && next.field !== 'confirm' && next.field !== 'captcha')
      fields[next.field].current?.focus();
  };

  const code = useSendCode('login', problem);
  const sendCode = () => code.send(input.phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = loginProblem(method, { ...input, captcha: captcha?.code });
    if (bad) return problem({ tone: 'error', ...bad });
    setBusy(true);
    setNotice(undefined);
    const sent = method === 'password' ? captcha : undefined;
    try {
      const client = await accountApi();
      const phone = input.phone.trim();
      if (method === 'code') await client.loginByPhone(phone, input.code.trim());
      // the publisher trims the image code as it trims every field
      else await client.login(phone, input.password, sent);
      setNotice({ tone: 'info', message: 'account.loggedIn' });
      onLoggedIn();
    } catch (error) {
      const message = failureMessage(error);
      const asked = message === 'account.captchaRequired' || message === 'account.captchaWrong';
      // a code answers once, right or wrong: the next try needs a new picture
      if (asked || sent) setCaptcha({ codeKey: '', code: '' });
      problem({ tone: 'error', message, field: asked ? 'captcha' : undefined });
    } finally {
      setBusy(false);
    }
  };

  const change = (field: 'phone' | 'code' | 'password') => (event: { target: { value: string } }) =>
    setInput((was) => ({ ...was, [field]: event.target.value }));
  const invalid = (field: LoginField) => notice?.tone === 'error' && notice.field === field;
  const noticeId = `${id}-notice`;

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      <div className={styles.methods} role="group" aria-label={t('account.title')}>
        {(['code', 'password'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={styles.method}
            aria-pressed={method === m}
            onClick={() => {
              setMethod(m);
              setNotice(undefined);
            }}
          >
            {t(m === 'code' ? 'account.byCode' : 'account.byPassword')}
          </button>
        ))}
      </div>

      <label className={styles.field}>
        <span className={styles.label}>{t('account.phone')}</span>
        <input
          ref={fields.phone}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={input.phone}
          onChange={change('phone')}
          aria-invalid={invalid('phone')}
          aria-describedby={invalid('phone') ? noticeId : undefined}
        />
      </label>

      {method === 'code' ? (
        <div className={styles.codeRow}>
          <label className={styles.field}>
            <span className={styles.label}>{t('account.code')}</span>
            <input
              ref={fields.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={input.code}
              onChange={change('code')}
              aria-invalid={invalid('code')}
              aria-describedby={invalid('code') ? noticeId : undefined}
            />
          </label>
          <button
            type="button"
            className={styles.sendCode}
            disabled={code.secondsLeft > 0}
            onClick={sendCode}
          >
            {code.secondsLeft > 0
              ? t('account.resendIn', { seconds: code.secondsLeft })
              : t('account.sendCode')}
          </button>
        </div>
      ) : (
        <label className={styles.field}>
          <span className={styles.label}>{t('account.password')}</span>
          <input
            ref={fields.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={input.password}
            onChange={change('password')}
            aria-invalid={invalid('password')}
            aria-describedby={invalid('password') ? noticeId : undefined}
          />
        </label>
      )}

      {method === 'password' && captcha ? (
        <Suspense>
          <LoginCaptcha
            id={`${id}-captcha`}
            value={captcha}
            onChange={setCaptcha}
            invalid={invalid('captcha')}
            describedBy={invalid('captcha') ? noticeId : undefined}
          />
        </Suspense>
      ) : null}

      <NoticeLine id={noticeId} notice={notice} />

      <button type="submit" className={styles.submit} disabled={busy}>
        {t(busy ? 'account.submitting' : 'account.submit')}
      </button>
    </form>
  );
}
