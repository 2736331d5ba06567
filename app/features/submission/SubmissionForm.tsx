// The 投稿 form, loaded once the call's page has hydrated: title, text, files (the upload widget), the author's name
// as it should be printed and a phone for the newsroom. Everything is the form's draft (useFormDraft, one per call)
// until the publisher took it; the same draft sent twice is one submission (its request key). Once sent, the
// submission's page shows its review state.
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NotSignedIn } from '~/api/member';
import { statusCodes } from '~/api/envelope';
import { isPublisherError } from '~/api/errors';
import { pendingFiles, UploadField } from '~/features/ui/upload/UploadField';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { formProblem, length, SUBMISSION_MAX, type FormProblem, type SubmissionFields } from './formRules';
import { submissionPaths } from './paths';
import { submissionApi } from './submissionClient';
import styles from './Submission.module.css';

type Problem = FormProblem | { text: string } | { login: true };

const loginCodes = new Set<number>([
  statusCodes.memberExpired,
  statusCodes.memberElsewhere,
  statusCodes.tokenInvalid,
]);

const newRequestKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

function failure(error: unknown): Problem {
  if (error instanceof NotSignedIn) return { login: true };
  if (!isPublisherError(error)) return { key: 'submission.form.failed' };
  if (error.kind === 'status' && loginCodes.has(error.code)) return { login: true };
  if (error.kind === 'network' || error.kind === 'timeout' || error.unavailable)
    return { key: 'submission.form.draftKept' };
  if (error.message) return { text: error.message };
  return { key: 'submission.form.failed' };
}

export function SubmissionForm({ callId }: { callId: number; onSent: () => void }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { draft, change, forget } = useFormDraft<SubmissionFields>(`submissionDraft:${callId}`, () => ({
    title: '',
    text: '',
    authorName: '',
    phone: '',
    requestKey: newRequestKey(),
  }));
  const [problem, setProblem] = useState<Problem>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  if (!draft) return null;
  const { fields, files } = draft;
  const set = (part: Partial<SubmissionFields>) => change((d) => ({ fields: { ...d.fields, ...part } }));

  async function send() {
    if (inFlight.current) return;
    const wrong = formProblem(fields);
    if (wrong) return setProblem(wrong);
    if (pendingFiles(files) > 0) return setProblem({ key: 'uploads.wait' });
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const api = await submissionApi();
      if (!api.memberId()) return setProblem({ login: true });
      const sent = await api.submit({
        callId,
        ...fields,
        fileIds: files.flatMap((f) => (f.attachment ? [f.attachment.id] : [])),
      });
      await forget();
      platform().toast(t('submission.form.sent'));
      navigate(submissionPaths.submission(sent.id));
    } catch (error) {
      setProblem(failure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const input = (name: 'title' | 'authorName' | 'phone', label: MessageKey, max: number) => (
    <label className={styles.field}>
      {t(label)}
      <input
        name={name}
        type={name === 'phone' ? 'tel' : 'text'}
        autoComplete={name === 'phone' ? 'tel' : name === 'authorName' ? 'name' : 'off'}
        value={fields[name]}
        maxLength={max * 2}
        aria-invalid={length(fields[name]) > max}
        onChange={(event) => set({ [name]: event.target.value })}
      />
    </label>
  );

  return (
    <form
      className={styles.form}
      aria-label={t('submission.submit')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {input('title', 'submission.field.title', SUBMISSION_MAX.title)}
      <label className={styles.field}>
        {t('submission.field.text')}
        <textarea
          name="text"
          rows={8}
          value={fields.text}
          aria-invalid={length(fields.text) > SUBMISSION_MAX.text}
          onChange={(event) => set({ text: event.target.value })}
        />
      </label>
      <fieldset className={styles.field}>
        <legend>{t('submission.field.files')}</legend>
        <UploadField
          accepts={undefined}
          max={SUBMISSION_MAX.files}
          files={files}
          onFiles={(next) => change((d) => ({ files: next(d.files) }))}
          onLoginNeeded={() => setProblem({ login: true })}
        />
      </fieldset>
      {input('authorName', 'submission.field.author', SUBMISSION_MAX.authorName)}
      {input('phone', 'submission.field.phone', 20)}
      {problem && (
        <p className={styles.problem} role="alert">
          {'login' in problem ? (
            <>
              {t('submission.form.login')}{' '}
              <Link to={href.login(`${location.pathname}${location.search}`)}>
                {t('submission.form.loginLink')}
              </Link>
            </>
          ) : 'text' in problem ? (
            problem.text
          ) : (
            t(problem.key, { max: problem.max ?? 0, field: problem.field ? t(problem.field) : '' })
          )}
        </p>
      )}
      <button type="submit" className={styles.send} disabled={sending}>
        {t(sending ? 'submission.form.sending' : 'submission.form.send')}
      </button>
    </form>
  );
}
