// The vote dialog, loaded on the first tap on 投票: the user-info box before a member's first vote, then the
// verification-code box; the vote goes as an SM4-sealed record (app/api/vote/record.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { VoteCast, VoteOption } from '~/api/vote/entities';
import { sealVoteRecord } from '~/api/vote/record';
import { randomHex } from '~/lib/randomHex';
import { isPublisherError } from '~/api/errors';
import { CaptchaField, newCaptchaKey } from '~/features/ui/captcha/CaptchaField';
import { useI18n } from '~/i18n/context';
import { infoProblem, type InfoProblem } from './infoRules';
import { voteClient } from './voteClient';
import type { VoteView } from './voteView';
import styles from './VoteBox.module.css';

type Props = {
  vote: VoteView;
  option: VoteOption;
  needsInfo: boolean;
  usedToday: number;
  onCast: (cast: VoteCast) => void;
  onClose: () => void;
};

export default function VoteBox({ vote, option, needsInfo, usedToday, onCast, onClose }: Props) {
  const { t } = useI18n();
  const [step, setStep] = useState<'info' | 'code'>(needsInfo && vote.infoRule.length > 0 ? 'info' : 'code');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<InfoProblem>();
  const [codeKey, setCodeKey] = useState(newCaptchaKey);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), [step]);
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);

  const failed = (cause: unknown) =>
    setError(
      isPublisherError(cause) && cause.kind === 'status' && cause.message ? cause.message : t('vote.failed'),
    );

  const sendInfo = async (event: FormEvent) => {
    event.preventDefault();
    const found = infoProblem(vote.infoRule, answers);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    setError('');
    try {
      const { api } = await voteClient();
      await api.saveUserInfo(vote.id, answers);
      setStep('code');
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  const sendVote = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setError(t('vote.code.empty'));
    setBusy(true);
    setError('');
    try {
      const { api, core, member } = await voteClient();
      const config = await core.session.config();
      const record = await sealVoteRecord(
        {
          voteID: vote.id,
          optionID: option.id,
          userID: Number(member?.userId ?? 0),
          t: Date.now(),
          nonce: randomHex(16),
        },
        config.encryptKey4,
      );
      onCast(await api.cast({ voteId: vote.id, codeKey, code: code.trim(), record }));
    } catch (cause) {
      failed(cause);
      // a code answers once, right or wrong: the next try needs a new one
      setCodeKey(newCaptchaKey());
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const optionLeft = vote.optionLimit > 0 ? Math.max(0, vote.optionLimit - usedToday) : -1;
  return (
    <div className={styles.backdrop}>
      <div className={styles.box} role="dialog" aria-modal="true" aria-labelledby="vote-box-title">
        <h2 id="vote-box-title" className={styles.title}>
          {step === 'info' ? t('vote.info.title') : t('vote.for', { name: option.name })}
        </h2>
        {step === 'info' ? (
          <form onSubmit={sendInfo} noValidate>
            <p className={styles.hint}>{t('vote.info.hint')}</p>
            {vote.infoRule.map((field, i) => (
              <p key={field.key} className={styles.field}>
                <label htmlFor={`vote-info-${field.key}`}>{field.title}</label>
                <input
                  id={`vote-info-${field.key}`}
                  ref={i === 0 ? first : undefined}
                  type={field.type === 'phone' ? 'tel' : 'text'}
                  autoComplete={field.type === 'phone' ? 'tel' : field.key === 'name' ? 'name' : 'off'}
                  maxLength={200}
                  required={field.required}
                  aria-invalid={problem?.field === field.key || undefined}
                  aria-describedby={problem?.field === field.key ? 'vote-info-problem' : undefined}
                  value={answers[field.key] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [field.key]: e.target.value }))}
                />
                {problem?.field === field.key && (
                  <span id="vote-info-problem" role="alert" className={styles.problem}>
                    {t(problem.key, { field: problem.title })}
                  </span>
                )}
              </p>
            ))}
            <BoxEnd error={error} busy={busy} submit={t('vote.info.submit')} onClose={onClose} />
          </form>
        ) : (
          <form onSubmit={sendVote} noValidate>
            {optionLeft >= 0 && <p className={styles.hint}>{t('vote.left.option', { count: optionLeft })}</p>}
            <p className={styles.field}>
              <label htmlFor="vote-code">{t('vote.code.label')}</label>
              <CaptchaField
                id="vote-code"
                inputRef={first}
                codeKey={codeKey}
                value={code}
                onChange={setCode}
                onRefresh={() => setCodeKey(newCaptchaKey())}
                words={{
                  image: t('vote.code.image'),
                  refresh: t('vote.code.refresh'),
                  pictureFailed: t('vote.code.pictureFailed'),
                }}
              />
            </p>
            <BoxEnd error={error} busy={busy} submit={t('vote.code.submit')} onClose={onClose} />
          </form>
        )}
      </div>
    </div>
  );
}

/** The box's last lines: what went wrong, cancel and the step's own button. */
function BoxEnd({
  error,
  busy,
  submit,
  onClose,
}: {
  error: string;
  busy: boolean;
  submit: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      {error && (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      )}
      <p className={styles.actions}>
        <button type="button" onClick={onClose}>
          {t('vote.code.cancel')}
        </button>
        <button type="submit" className={styles.primary} aria-busy={busy || undefined}>
          {submit}
        </button>
      </p>
    </>
  );
}
