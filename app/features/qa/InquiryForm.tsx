// The inquiry form, loaded once the page has hydrated: what is wrong and where, its category, region and the
// department it is for (the publisher's lists, qaForm), the files (the upload widget), a place (typed, or the
// browser's position once the reader taps for it), and the real name and phone the newsroom checks with (never on
// the page). The fields, the draft, the request key and the failures are every reader form's (ui/readerForm): a
// reload, the login round trip, a lost network or a refusal loses nothing, and sending the same draft twice sends it
// once. Once sent, the asker is taken to the inquiry's page, which shows its state.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NotSignedIn } from '~/api/member';
import type { InquiryForm as Lists } from '~/api/qa/entities';
import {
  ChoiceField,
  FilesField,
  ProblemLine,
  ReaderForm,
  SendButton,
  TextArea,
  TextField,
} from '~/features/ui/readerForm/ReaderFormParts';
import { textLength as length } from '~/features/ui/readerForm/textLength';
import { newRequestKey, useReaderForm } from '~/features/ui/readerForm/useReaderForm';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { platform } from '~/platform/platform';
import { formProblem, INQUIRY_FILES, INQUIRY_MAX, uploadIds, type InquiryFields } from './formRules';
import { qaPaths } from './paths';
import { qaApi } from './qaClient';
import styles from './InquiryForm.module.css';

export function InquiryForm({ lists }: { lists: Lists }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { draft, set, setFiles, problem, setProblem, sending, submit } = useReaderForm<InquiryFields>({
    draftKey: 'qaDraft:new',
    fresh: () => ({
      title: '',
      text: '',
      categoryId: 0,
      regionId: 0,
      departmentId: 0,
      realName: '',
      phone: '',
      location: '',
      requestKey: newRequestKey(),
    }),
    check: formProblem,
    words: { failed: 'qa.form.failed', draftKept: 'qa.form.draftKept' },
    async send(fields, files) {
      const api = await qaApi();
      if (!api.memberId()) throw new NotSignedIn();
      const sent = await api.submit({
        ...fields,
        phone: fields.phone.replace(/[\s-]/g, ''),
        uploadIds: uploadIds(files),
      });
      return () => {
        platform().toast(t('qa.form.sent'));
        navigate(qaPaths.detail(sent.id));
      };
    },
  });
  const [locating, setLocating] = useState(false);

  if (!draft) return null;
  const { fields, files } = draft;

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
    <TextField
      label={t(label)}
      name={name}
      value={fields[name]}
      max={max}
      kind={name === 'phone' ? 'mobile' : name === 'realName' ? 'name' : 'text'}
      onChange={(value) => set({ [name]: value })}
    />
  );

  const choice = (
    name: 'categoryId' | 'regionId' | 'departmentId',
    label: MessageKey,
    options: { id: number; name: string }[],
  ) => (
    <ChoiceField
      label={t(label)}
      name={name}
      value={fields[name]}
      options={options}
      choose={t('qa.field.choose')}
      onChange={(value) => set({ [name]: value })}
    />
  );

  return (
    <ReaderForm label={t('qa.form.title')} onSubmit={() => void submit()}>
      {text('title', 'qa.field.title', INQUIRY_MAX.title)}
      <TextArea
        label={t('qa.field.text')}
        name="text"
        rows={6}
        value={fields.text}
        max={INQUIRY_MAX.text}
        onChange={(value) => set({ text: value })}
        counter={t('qa.form.counter', { n: length(fields.text), max: INQUIRY_MAX.text })}
      />
      {choice('categoryId', 'qa.field.category', lists.categories)}
      {choice('regionId', 'qa.field.region', lists.regions)}
      {choice('departmentId', 'qa.field.department', lists.departments)}
      <FilesField
        legend={t('qa.field.files')}
        max={INQUIRY_FILES}
        files={files}
        onFiles={setFiles}
        onLoginNeeded={() => setProblem({ login: true })}
      />
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
      <ProblemLine problem={problem} login="qa.form.login" loginLink="qa.form.loginLink" />
      <SendButton sending={sending} label={t('qa.form.send')} sendingLabel={t('qa.form.sending')} />
    </ReaderForm>
  );
}
