// The member's new nickname: checked here by the publisher's own rule (app/lib/nickname.ts), then sent; what was
// typed stays in the field whatever happens. The moderation pipeline may refuse it, or hold it for the newsroom: the
// old name stays meanwhile, and the form says the new one is under review.
import { useId, useRef, useState, type FormEvent } from 'react';
import { isPublisherError } from '~/api/errors';
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

/** SSO's reasons for refusing a nickname (docs/publisher-interface.md); the rest are loginRules.ts's. */
const refusals: Record<string, MessageKey> = {
  nickname_empty: 'account.nickname.empty',
  nickname_too_long: 'account.nickname.tooLong',
  nickname_illegal: 'account.nickname.illegal',
  nickname_refused: 'account.nickname.refused',
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
      const name = typed.trim();
      const { member, pending } = await (await accountApi()).rename(uid, name);
      // held: the publisher answers the name still shown, the old one
      onRenamed(member.nickname || name);
      setNotice(
        pending
          ? { tone: 'info', message: 'account.nickname.pending', values: { name } }
          : { tone: 'info', message: 'account.me.renamed' },
      );
    } catch (error) {
      problem(
        (isPublisherError(error) && refusals[error.reason]) ||
          failureMessage(error, 'account.me.actionFailed'),
      );
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
