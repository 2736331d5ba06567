// The 投稿 form, loaded once the call's page has hydrated: title, text, files (the upload widget), the author's name
// as it should be printed and a phone for the newsroom. The draft (one per call), the request key and the failures
// are every reader form's (ui/readerForm). Once sent, the submission's page shows its review state.
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
import { formProblem, SUBMISSION_MAX, type SubmissionFields } from './formRules';
import { submissionPaths } from './paths';
import { submissionApi } from './submissionClient';

export function SubmissionForm({ callId }: { callId: number; onSent: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { draft, set, setFiles, problem, setProblem, sending, submit } = useReaderForm<SubmissionFields>({
    draftKey: `submissionDraft:${callId}`,
    fresh: () => ({ title: '', text: '', authorName: '', phone: '', requestKey: newRequestKey() }),
    check: (fields) => formProblem(fields),
    words: { failed: 'submission.form.failed', draftKept: 'submission.form.draftKept' },
    async send(fields, files) {
      const api = await submissionApi();
      if (!api.memberId()) throw new NotSignedIn();
      const sent = await api.submit({
        callId,
        ...fields,
        fileIds: files.flatMap((f) => (f.attachment ? [f.attachment.id] : [])),
      });
      return () => {
        platform().toast(t('submission.form.sent'));
        navigate(submissionPaths.submission(sent.id));
      };
    },
  });

  if (!draft) return null;
  const { fields, files } = draft;
  const input = (name: 'title' | 'authorName' | 'phone', label: MessageKey, max: number) => (
    <TextField
      label={t(label)}
      name={name}
      value={fields[name]}
      max={max}
      kind={name === 'phone' ? 'phone' : name === 'authorName' ? 'name' : 'text'}
      onChange={(value) => set({ [name]: value })}
    />
  );

  return (
    <ReaderForm label={t('submission.submit')} onSubmit={() => void submit()}>
      {input('title', 'submission.field.title', SUBMISSION_MAX.title)}
      <TextArea
        label={t('submission.field.text')}
        name="text"
        rows={8}
        value={fields.text}
        max={SUBMISSION_MAX.text}
        onChange={(value) => set({ text: value })}
      />
      <FilesField
        legend={t('submission.field.files')}
        max={SUBMISSION_MAX.files}
        files={files}
        onFiles={setFiles}
        onLoginNeeded={() => setProblem({ login: true })}
      />
      {input('authorName', 'submission.field.author', SUBMISSION_MAX.authorName)}
      {input('phone', 'submission.field.phone', 20)}
      <ProblemLine problem={problem} login="submission.form.login" loginLink="submission.form.loginLink" />
      <SendButton
        sending={sending}
        label={t('submission.form.send')}
        sendingLabel={t('submission.form.sending')}
      />
    </ReaderForm>
  );
}
