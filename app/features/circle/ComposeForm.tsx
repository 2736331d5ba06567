// The create-post form, loaded on first use with the upload widget: text, pictures (up to nine) or one video, the
// draft kept in the browser (useFormDraft) until the post is sent, one request key per intended post (a double tap
// or a retry posts once).
import { useRef, useState } from 'react';
import { pendingFiles, UploadField } from '~/features/ui/upload/UploadField';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import { memberApi } from '~/features/ui/member/memberApi';
import { useI18n } from '~/i18n/context';
import { randomHex } from '~/lib/randomHex';
import { platform } from '~/platform/platform';
import { circleFailure } from './circleFailure';
import { presentPost } from './present';
import type { PostView } from './postView';
import styles from './Circle.module.css';

/** the publisher's limit for a post's text */
const maxChars = 2000;
const maxPictures = 9;

type Fields = { text: string; kind: 'picture' | 'video'; requestKey: string };

export default function ComposeForm({
  circleId,
  onPosted,
  onClose,
}: {
  circleId: number;
  onPosted: (post: PostView) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { draft, change, forget } = useFormDraft<Fields>(`circlePost:${circleId}`, () => ({
    text: '',
    kind: 'picture',
    requestKey: randomHex(12),
  }));
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  if (!draft) return null;
  const { fields, files } = draft;
  const length = [...fields.text.trim()].length;

  async function send() {
    if (inFlight.current) return;
    if (length === 0) return setProblem(t('circle.form.empty'));
    if (length > maxChars) return setProblem(t('circle.form.tooLong', { max: maxChars }));
    if (pendingFiles(files) > 0) return setProblem(t('uploads.wait'));
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const { api } = await memberApi('circle');
      const ids = files.flatMap((f) => (f.attachment ? [f.attachment.id] : []));
      const post = await api.createPost({
        circleId,
        text: fields.text,
        pictures: fields.kind === 'picture' ? ids : [],
        ...(fields.kind === 'video' && ids[0] !== undefined ? { video: ids[0] } : {}),
        requestKey: fields.requestKey,
      });
      void forget();
      if (post) onPosted(presentPost(post, Date.now(), t));
      platform().toast(t(post?.state === 'held' ? 'circle.form.sentHeld' : 'circle.form.sent'));
      onClose();
    } catch (error) {
      setProblem(circleFailure(error, t));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={t('circle.compose')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        className={styles.field}
        aria-label={t('circle.form.label')}
        placeholder={t('circle.form.placeholder')}
        value={fields.text}
        rows={5}
        aria-describedby="circle-form-counter"
        aria-invalid={length > maxChars}
        onChange={(event) => change((d) => ({ fields: { ...d.fields, text: event.target.value } }))}
      />
      <fieldset className={styles.kinds}>
        <legend className="visually-hidden">{t('circle.form.pictures')}</legend>
        {(['picture', 'video'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="circle-form-kind"
              checked={fields.kind === kind}
              // switching kind lets go of the files of the other kind
              onChange={() => change((d) => ({ fields: { ...d.fields, kind }, files: [] }))}
            />
            {t(kind === 'picture' ? 'circle.form.pictures' : 'circle.form.video')}
          </label>
        ))}
      </fieldset>
      <UploadField
        key={fields.kind}
        accepts={fields.kind}
        max={fields.kind === 'picture' ? maxPictures : 1}
        files={files}
        onFiles={(next) => change((d) => ({ files: next(d.files) }))}
        onLoginNeeded={() => setProblem(t('circle.form.login'))}
      />
      <div className={styles.bar}>
        <span id="circle-form-counter" className={styles.note}>
          {t('circle.form.counter', { n: length, max: maxChars })}
        </span>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('circle.form.cancel')}
        </button>
        <button type="submit" className={styles.button} disabled={sending}>
          {t('circle.form.send')}
        </button>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
