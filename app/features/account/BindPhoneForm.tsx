// Phone binding after messenger sign-in (spec §5, oauthBindPhone): the number, a code texted to it, and a password
// with its confirmation, asked for with the spec's prompts. What the reader typed stays whatever happens.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Member } from '~/api/account/entities';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { bindProblem } from './bindRules';
import { failureMessage } from './loginRules';
import { NoticeLine } from './NoticeLine';
import { accountApi, useSendCode, type FormNotice } from './useSendCode';
import styles from './LoginForm.module.css';

type Notice = FormNotice;
type Field = 'phone' | 'code' | 'password' | 'confirm';

export function BindPhoneForm({ member, onBound }: { member: Member; onBound: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [input, setInput] = useState({ phone: '', code: '', password: '', confirm: '' });
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const refs = {
    phone: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const problem = (next: Notice) => {
    setNotice(next);
    if (next.field && next.field !== 'captcha') refs[next.field].current?.focus();
  };

  const code = useSendCode('bind', problem);
  const sendCode = () => code.send(input.phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = bindProblem(input);
    if (bad) return problem({ tone: 'error', ...bad });
    setBusy(true);
    setNotice(undefined);
    try {
      const client = await accountApi();
      await client.bindPhone({
        uid: member.uid,
        phone: input.phone.trim(),
        code: input.code.trim(),
        password: input.password,
      });
      setNotice({ tone: 'info', message: 'account.bound' });
      onBound();
    } catch (error) {
      problem({ tone: 'error', message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const noticeId = `${id}-notice`;
  const invalid = (field: Field) => notice?.tone === 'error' && notice.field === field;
  const field = (name: Field, label: MessageKey, props: Record<string, unknown>) => (
    <label className={styles.field}>
      <span className={styles.label}>{t(label)}</span>
      <input
        ref={refs[name]}
        name={name}
        value={input[name]}
        onChange={(event) => setInput((was) => ({ ...was, [name]: event.target.value }))}
        aria-invalid={invalid(name)}
        aria-describedby={invalid(name) ? noticeId : undefined}
        {...props}
      />
    </label>
  );

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.label}>
        {t('account.bindTitle')}
      </h2>
      <p className={styles.info}>{t('account.bindIntro')}</p>
      {field('phone', 'account.phone', {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        maxLength: 11,
      })}
      <div className={styles.codeRow}>
        {field('code', 'account.code', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 })}
        <button type="button" className={styles.sendCode} disabled={code.secondsLeft > 0} onClick={sendCode}>
          {code.secondsLeft > 0
            ? t('account.resendIn', { seconds: code.secondsLeft })
            : t('account.sendCode')}
        </button>
      </div>
      {field('password', 'account.password', { type: 'password', autoComplete: 'new-password' })}
      {field('confirm', 'account.confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      <NoticeLine id={noticeId} notice={notice} />
      <button type="submit" className={styles.submit} disabled={busy}>
        {t(busy ? 'account.binding' : 'account.bindSubmit')}
      </button>
    </form>
  );
}
