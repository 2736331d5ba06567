// The inquiry form, loaded once the page has hydrated: what is wrong and where, its category, region and the
// department it is for (the publisher's lists, qaForm), the files (the upload widget), a place (typed, or the
// browser's position once the reader taps for it), and the real name and phone the newsroom checks with (never on
// the page). Everything typed and chosen is the form's draft (useFormDraft, IndexedDB) until the publisher took the
// inquiry: a reload, the login round trip, a lost network or a refusal loses nothing, and sending the same draft
// twice sends it once (its request key). Once sent, the asker is taken to the inquiry's page, which shows its state.
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { InquiryForm as Lists } from '~/api/qa/entities';
import { sendFailure, type SendFailure } from '~/features/ui/upload/sendFailure';
import { pendingFiles, UploadField } from '~/features/ui/upload/UploadField';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { href } from '~/lib/paths';
import { randomHex } from '~/lib/randomHex';
import { platform } from '~/platform/platform';
import { formProblem, INQUIRY_FILES, INQUIRY_MAX, length, uploadIds, type InquiryFields } from './formRules';
import { qaPaths } from './paths';
import { qaApi } from './qaClient';
import styles from './InquiryForm.module.css';

const DRAFT_KEY = 'qaDraft:new';

const failure = (error: unknown) =>
  sendFailure(error, { failed: 'qa.form.failed', draftKept: 'qa.form.draftKept' });

export function InquiryForm({ lists }: { lists: Lists }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { draft, change, forget } = useFormDraft<InquiryFields>(DRAFT_KEY, () => ({
    title: '',
    text: '',
    categoryId: 0,
    regionId: 0,
    departmentId: 0,
    realName: '',
    phone: '',
    location: '',
    requestKey: randomHex(12),
  }));
  const [problem, setProblem] = useState<SendFailure>();
  const [sending, setSending] = useState(false);
  const [locating, setLocating] = useState(false);
  const inFlight = useRef(false);

  if (!draft) return null;
  const { fields, files } = draft;
  const set = (part: Partial<InquiryFields>) => change((d) => ({ fields: { ...d.fields, ...part } }));

  async function send() {
    if (inFlight.current) return;
    const wrong = formProblem(fields, files);
    if (wrong) return setProblem(wrong);
    if (pendingFiles(files) > 0) return setProblem({ key: 'uploads.wait' });
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const api = await qaApi();
      if (!api.memberId()) return setProblem({ login: true });
      const sent = await api.submit({
        ...fields,
        phone: fields.phone.replace(/[\s-]/g, ''),
        uploadIds: uploadIds(files),
      });
      await forget();
      platform().toast(t('qa.form.sent'));
      navigate(qaPaths.detail(sent.id));
    } catch (error) {
      setProblem(failure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  /** The browser asks the reader first; the position is written into the place, which stays theirs to change. */
  function locate() {
    if (!('geolocation' in navigator)) return setProblem({ key: 'qa.form.locateFailed' });
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        set({ location: `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)}` });
      },
      () => {
        setLocating(false);
        setProblem({ key: 'qa.form.locateFailed' });
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const text = (name: 'title' | 'realName' | 'phone' | 'location', label: MessageKey, max: number) => (
    <label className={styles.field}>
      {t(label)}
      <input
        name={name}
        type={name === 'phone' ? 'tel' : 'text'}
        inputMode={name === 'phone' ? 'numeric' : undefined}
        autoComplete={name === 'phone' ? 'tel' : name === 'realName' ? 'name' : 'off'}
        value={fields[name]}
        maxLength={max * 2}
        aria-invalid={length(fields[name]) > max}
        onChange={(event) => set({ [name]: event.target.value })}
      />
    </label>
  );

  const choice = (
    name: 'categoryId' | 'regionId' | 'departmentId',
    label: MessageKey,
    options: { id: number; name: string }[],
  ) => (
    <label className={styles.field}>
      {t(label)}
      <select
        name={name}
        value={options.some((o) => o.id === fields[name]) ? fields[name] : 0}
        onChange={(event) => set({ [name]: Number(event.target.value) })}
      >
        <option value={0}>{t('qa.field.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      className={styles.form}
      aria-label={t('qa.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {text('title', 'qa.field.title', INQUIRY_MAX.title)}
      <label className={styles.field}>
        {t('qa.field.text')}
        <textarea
          name="text"
          rows={6}
          value={fields.text}
          aria-invalid={length(fields.text) > INQUIRY_MAX.text}
          aria-describedby="qa-counter"
          onChange={(event) => set({ text: event.target.value })}
        />
        <span id="qa-counter" className={styles.counter}>
          {t('qa.form.counter', { n: length(fields.text), max: INQUIRY_MAX.text })}
        </span>
      </label>
      {choice('categoryId', 'qa.field.category', lists.categories)}
      {choice('regionId', 'qa.field.region', lists.regions)}
      {choice('departmentId', 'qa.field.department', lists.departments)}
      <fieldset className={styles.field}>
        <legend>{t('qa.field.files')}</legend>
        <UploadField
          accepts={undefined}
          max={INQUIRY_FILES}
          files={files}
          onFiles={(next) => change((d) => ({ files: next(d.files) }))}
          onLoginNeeded={() => setProblem({ login: true })}
        />
      </fieldset>
      {text('location', 'qa.field.location', INQUIRY_MAX.location)}
      <button type="button" className={styles.secondary} disabled={locating} onClick={locate}>
        {t(locating ? 'qa.form.locating' : 'qa.form.locate')}
      </button>
      <fieldset className={styles.private}>
        <legend>{t('qa.field.contact')}</legend>
        <p className={styles.hint}>{t('qa.field.private')}</p>
        {text('realName', 'qa.field.realName', INQUIRY_MAX.realName)}
        {text('phone', 'qa.field.phone', 20)}
      </fieldset>
      {problem && (
        <p className={styles.problem} role="alert">
          {'login' in problem ? (
            <>
              {t('qa.form.login')}{' '}
              <Link to={href.login(`${location.pathname}${location.search}`)}>{t('qa.form.loginLink')}</Link>
            </>
          ) : 'text' in problem ? (
            problem.text
          ) : (
            t(problem.key, { max: problem.max ?? 0 })
          )}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {t(sending ? 'qa.form.sending' : 'qa.form.send')}
      </button>
    </form>
  );
}
