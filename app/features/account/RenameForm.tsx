// The member's new nickname: checked here by the publisher's own rule (app/lib/nickname.ts), then sent; what was
// typed stays in the field whatever happens.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { nicknameMaxLength, nicknameProblem, type NicknameProblem } from '~/lib/nickname';
import { failureMessage } from './loginRules';
import { NoticeLine } from './NoticeLine';
import { accountApi, type FormNotice } from './useSendCode';
import styles from './LoginForm.module.css';

const problems: Record<NicknameProblem, MessageKey> = {
  empty: 'account.nickname.empty',
  tooLong: 'account.nickname.tooLong',
  illegal: 'account.nickname.illegal',
};

export function RenameForm({
  uid,
  current,
  onRenamed,
}: {
  uid: string;
  current: string;
  onRenamed: (nickname: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(current);
  const [notice, setNotice] = useState<FormNotice>();
  const [busy, setBusy] = useState(false);
  const problem = (message: MessageKey) => {
    setNotice({ tone: 'error', message });
    field.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = nicknameProblem(typed);
    if (bad) return problem(problems[bad]);
    setBusy(true);
    setNotice(undefined);
    try {
      const member = await (await accountApi()).rename(uid, typed.trim());
      onRenamed(member.nickname || typed.trim());
      setNotice({ tone: 'info', message: 'account.me.renamed' });
    } catch (error) {
      problem(failureMessage(error, 'account.me.actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  const noticeId = `${id}-notice`;
  const invalid = notice?.tone === 'error';
  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      <label className={styles.field}>
        <span className={styles.label}>{t('account.me.nickname')}</span>
        <input
          ref={field}
          name="nickname"
          autoComplete="nickname"
          // a little room over the limit, so a too-long name is told, not silently cut
          maxLength={nicknameMaxLength * 2}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? noticeId : undefined}
        />
      </label>
      <NoticeLine id={noticeId} notice={notice} />
      <button type="submit" className={styles.submit} disabled={busy}>
        {t(busy ? 'account.me.saving' : 'account.me.save')}
      </button>
    </form>
  );
}
