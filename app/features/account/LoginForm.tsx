// Login by phone and code, or phone and password, against SSO from the browser. The client stores the
// result as the spec's tokens. What the reader typed stays in the fields whatever happens. Past a number's ceiling
// of wrong guesses SSO asks a password login for the image code (captcha_required): the form shows it and sends it.
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { newCaptchaKey } from '~/features/ui/captcha/captchaKey';
import { useI18n } from '~/i18n/context';
import { loginFailure, loginProblem, type LoginField, type LoginMethod } from './loginRules';
import { NoticeLine } from './NoticeLine';
import { accountApi, useSendCode, type FormNotice } from './useSendCode';
import styles from './LoginForm.module.css';

// few readers are ever asked for the image code: its field comes then, not with the page
const CaptchaField = lazy(() =>
  import('~/features/ui/captcha/CaptchaField').then((m) => ({ default: m.CaptchaField })),
);

type Notice = FormNotice;

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [method, setMethod] = useState<LoginMethod>('code');
  const [input, setInput] = useState({ phone: '', code: '', password: '' });
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  // the image code, once SSO asked for it: the key of the picture shown and what the reader read off it
  const [captcha, setCaptcha] = useState<{ codeKey: string; code: string }>();
  const fields = {
    phone: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
  };

  const problem = (next: Notice) => {
    setNotice(next);
    if (next.field && next.field !== 'confirm') fields[next.field].current?.focus();
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
      else await client.login(phone, input.password, sent && { ...sent, code: sent.code.trim() });
      setNotice({ tone: 'info', message: 'account.loggedIn' });
      onLoggedIn();
    } catch (error) {
      const message = loginFailure(error);
      const asked = message === 'account.captchaRequired' || message === 'account.captchaWrong';
      // a code answers once, right or wrong: the next try needs a new picture
      if (asked || sent) setCaptcha({ codeKey: newCaptchaKey(), code: '' });
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
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-captcha`}>
            {t('account.captcha.label')}
          </label>
          <Suspense fallback={null}>
            <CaptchaField
              id={`${id}-captcha`}
              inputRef={fields.captcha}
              // the field arrives after the question, too late for problem() to focus it
              autoFocus
              codeKey={captcha.codeKey}
              value={captcha.code}
              onChange={(code) => setCaptcha({ ...captcha, code })}
              onRefresh={() => setCaptcha({ codeKey: newCaptchaKey(), code: '' })}
              words={{
                image: t('account.captcha.image'),
                refresh: t('account.captcha.refresh'),
                pictureFailed: t('account.captcha.pictureFailed'),
              }}
              invalid={invalid('captcha')}
              describedBy={invalid('captcha') ? noticeId : undefined}
            />
          </Suspense>
        </div>
      ) : null}

      <NoticeLine id={noticeId} notice={notice} />

      <button type="submit" className={styles.submit} disabled={busy}>
        {t(busy ? 'account.submitting' : 'account.submit')}
      </button>
    </form>
  );
}
