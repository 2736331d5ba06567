// The tip-off form, loaded once the page has hydrated: what happened, where and when, the files from the scene (the
// upload widget), a name or none, a phone for the newsroom. Everything typed and chosen is the form's draft
// (useFormDraft, IndexedDB) until the publisher took the tip-off: a reload, the login round trip, a lost network or
// a refusal loses nothing, and sending the same draft twice sends it once (its request key). Once sent, the reader
// is taken to the tip-off's page, which shows where it stands.
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
import { fileIds, formProblem, length, TIPOFF_FILES, TIPOFF_MAX, type TipoffFields } from './formRules';
import { tipoffPaths } from './paths';
import { tipoffApi } from './tipoffClient';
import styles from './Tipoff.module.css';

type Problem = { key: MessageKey; max?: number } | { text: string } | { login: true };

const DRAFT_KEY = 'tipoffDraft:new';
const loginCodes = new Set<number>([
  statusCodes.memberExpired,
  statusCodes.memberElsewhere,
  statusCodes.tokenInvalid,
]);

const newRequestKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

function failure(error: unknown): Problem {
  if (error instanceof NotSignedIn) return { login: true };
  if (!isPublisherError(error)) return { key: 'tipoff.form.failed' };
  if (error.kind === 'status' && loginCodes.has(error.code)) return { login: true };
  if (error.kind === 'network' || error.kind === 'timeout' || error.unavailable)
    return { key: 'tipoff.form.draftKept' };
  if (error.message) return { text: error.message };
  return { key: 'tipoff.form.failed' };
}

export function TipoffForm() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { draft, change, forget } = useFormDraft<TipoffFields>(DRAFT_KEY, () => ({
    title: '',
    text: '',
    place: '',
    happenedAt: '',
    name: '',
    phone: '',
    anonymous: false,
    requestKey: newRequestKey(),
  }));
  const [problem, setProblem] = useState<Problem>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  if (!draft) return null;
  const { fields, files } = draft;
  const set = (part: Partial<TipoffFields>) => change((d) => ({ fields: { ...d.fields, ...part } }));

  async function send() {
    if (inFlight.current) return;
    const wrong = formProblem(fields, files);
    if (wrong) return setProblem(wrong);
    if (pendingFiles(files) > 0) return setProblem({ key: 'uploads.wait' });
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const api = await tipoffApi();
      if (!api.memberId()) return setProblem({ login: true });
      const sent = await api.send({ ...fields, ...fileIds(files) });
      await forget();
      platform().toast(t('tipoff.form.sent'));
      navigate(tipoffPaths.detail(sent.id));
    } catch (error) {
      setProblem(failure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const text = (
    name: 'title' | 'place' | 'happenedAt' | 'name' | 'phone',
    label: MessageKey,
    max: number,
  ) => (
    <label className={styles.field}>
      {t(label)}
      <input
        name={name}
        type={name === 'phone' ? 'tel' : 'text'}
        autoComplete={name === 'phone' ? 'tel' : name === 'name' ? 'name' : 'off'}
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
      aria-label={t('tipoff.new')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {text('title', 'tipoff.field.title', TIPOFF_MAX.title)}
      <label className={styles.field}>
        {t('tipoff.field.text')}
        <textarea
          name="text"
          rows={6}
          value={fields.text}
          aria-invalid={length(fields.text) > TIPOFF_MAX.text}
          aria-describedby="tipoff-counter"
          onChange={(event) => set({ text: event.target.value })}
        />
        <span id="tipoff-counter" className={styles.counter}>
          {t('tipoff.form.counter', { n: length(fields.text), max: TIPOFF_MAX.text })}
        </span>
      </label>
      {text('place', 'tipoff.field.place', TIPOFF_MAX.place)}
      {text('happenedAt', 'tipoff.field.when', TIPOFF_MAX.happenedAt)}
      <fieldset className={styles.field}>
        <legend>{t('tipoff.field.files')}</legend>
        <UploadField
          accepts={undefined}
          max={TIPOFF_FILES.picture + TIPOFF_FILES.video + TIPOFF_FILES.audio}
          files={files}
          onFiles={(next) => change((d) => ({ files: next(d.files) }))}
          onLoginNeeded={() => setProblem({ login: true })}
        />
      </fieldset>
      {!fields.anonymous && text('name', 'tipoff.field.name', TIPOFF_MAX.name)}
      <label className={styles.option}>
        <input
          type="checkbox"
          name="anonymous"
          checked={fields.anonymous}
          onChange={(event) => set({ anonymous: event.target.checked })}
        />
        {t('tipoff.field.anonymous')}
      </label>
      {text('phone', 'tipoff.field.phone', 20)}
      {problem && (
        <p className={styles.problem} role="alert">
          {'login' in problem ? (
            <>
              {t('tipoff.form.login')}{' '}
              <Link to={href.login(`${location.pathname}${location.search}`)}>
                {t('tipoff.form.loginLink')}
              </Link>
            </>
          ) : 'text' in problem ? (
            problem.text
          ) : (
            t(problem.key, { max: problem.max ?? 0 })
          )}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {t(sending ? 'tipoff.form.sending' : 'tipoff.form.send')}
      </button>
    </form>
  );
}
