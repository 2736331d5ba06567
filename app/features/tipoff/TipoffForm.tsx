// The tip-off form, loaded once the page has hydrated: what happened, where (typed, and by the browser when the
// reader taps 定位) and when, the files from the scene (the upload widget), a name or none, a phone for the
// newsroom. The draft, the request key and the failures are every reader form's (ui/readerForm): a reload, the login
// round trip, a lost network or a refusal loses nothing. Once sent, the reader is taken to the tip-off's page, which
// shows where it stands.
import { useNavigate } from 'react-router';
import { NotSignedIn } from '~/api/member';
import {
  FilesField,
  ProblemLine,
  ReaderForm,
  SendButton,
  TextArea,
  TextField,
} from '~/features/ui/readerForm/ReaderFormParts';
import { newRequestKey, useReaderForm } from '~/features/ui/readerForm/useReaderForm';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { platform } from '~/platform/platform';
import { textLength as length } from '~/features/ui/readerForm/textLength';
import { fileIds, formProblem, TIPOFF_FILES, TIPOFF_MAX, type TipoffFields } from './formRules';
import { LocateButton } from './LocateButton';
import { tipoffPaths } from './paths';
import { tipoffApi } from './tipoffClient';
import styles from './Tipoff.module.css';

export function TipoffForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { draft, set, setFiles, problem, setProblem, sending, submit } = useReaderForm<TipoffFields>({
    draftKey: 'tipoffDraft:new',
    fresh: () => ({
      title: '',
      text: '',
      place: '',
      happenedAt: '',
      name: '',
      phone: '',
      anonymous: false,
      requestKey: newRequestKey(),
    }),
    check: formProblem,
    words: { failed: 'tipoff.form.failed', draftKept: 'tipoff.form.draftKept' },
    async send(fields, files) {
      const api = await tipoffApi();
      if (!api.memberId()) throw new NotSignedIn();
      const sent = await api.send({ ...fields, ...fileIds(files) });
      return () => {
        platform().toast(t('tipoff.form.sent'));
        navigate(tipoffPaths.detail(sent.id));
      };
    },
  });

  if (!draft) return null;
  const { fields, files } = draft;
  const text = (name: 'title' | 'place' | 'happenedAt' | 'name' | 'phone', label: MessageKey, max: number) => (
    <TextField
      label={t(label)}
      name={name}
      value={fields[name]}
      max={max}
      kind={name === 'phone' ? 'phone' : name === 'name' ? 'name' : 'text'}
      onChange={(value) => set({ [name]: value })}
    />
  );

  return (
    <ReaderForm label={t('tipoff.new')} onSubmit={() => void submit()}>
      {text('title', 'tipoff.field.title', TIPOFF_MAX.title)}
      <TextArea
        label={t('tipoff.field.text')}
        name="text"
        rows={6}
        value={fields.text}
        max={TIPOFF_MAX.text}
        onChange={(value) => set({ text: value })}
        counter={t('tipoff.form.counter', { n: length(fields.text), max: TIPOFF_MAX.text })}
      />
      {text('place', 'tipoff.field.place', TIPOFF_MAX.place)}
      <LocateButton location={fields.location} onLocation={(location) => set({ location })} />
      {text('happenedAt', 'tipoff.field.when', TIPOFF_MAX.happenedAt)}
      <FilesField
        legend={t('tipoff.field.files')}
        max={TIPOFF_FILES.picture + TIPOFF_FILES.video + TIPOFF_FILES.audio}
        files={files}
        onFiles={setFiles}
        onLoginNeeded={() => setProblem({ login: true })}
      />
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
      <ProblemLine problem={problem} login="tipoff.form.login" loginLink="tipoff.form.loginLink" />
      <SendButton sending={sending} label={t('tipoff.form.send')} sendingLabel={t('tipoff.form.sending')} />
    </ReaderForm>
  );
}
