import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { commentLength } from '~/lib/commentText';
import { randomHex } from '~/lib/randomHex';
import { pendingFiles, UploadField } from '~/features/ui/upload/UploadField';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import { askFailure, type AskFailure } from './askFailure';
import styles from './Ask.module.css';

/** A question's most characters and pictures (the publisher's limits, ask/ask.ts). */
const maxChars = 500;
const maxPictures = 9;

type AskFields = { text: string; requestKey: string };

/** The member's page, where 我的提问 lists the questions waiting for their answer. */
const myQuestionsPath = '/login.html#my-questions';

/**
 * The ask box, loaded on first use with the upload widget: the question with its counter, its pictures, and
 * sending. Everything typed and chosen is a draft (IndexedDB) until the question is accepted: a reload, the login
 * round trip, a lost connection or a refusal loses nothing. One draft sent twice asks once (its request key).
 * Accepted, it says the question waits for its answer and where the member finds it.
 */
export default function AskBox({
  topicId,
  answerer,
  loginPath,
  onClose,
}: {
  topicId: number;
  answerer: string;
  loginPath: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { draft, change, forget } = useFormDraft<AskFields>(`askDraft:${topicId}`, () => ({
    text: '',
    requestKey: randomHex(12),
  }));
  const [problem, setProblem] = useState<AskFailure>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const inFlight = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const loaded = draft !== undefined;

  useEffect(() => {
    if (loaded) field.current?.focus();
  }, [loaded]);

  if (sent)
    return (
      <div className={styles.sent} role="status">
        <p>{t('ask.box.sent')}</p>
        <Link to={myQuestionsPath}>{t('ask.box.mine')}</Link>
      </div>
    );
  if (!draft) return <p className={styles.muted}>{t('ask.loading')}</p>;
  const { fields, files } = draft;
  const length = commentLength(fields.text);

  async function send() {
    if (inFlight.current) return;
    if (length === 0) return setProblem({ key: 'ask.box.empty' });
    if (length > maxChars) return setProblem({ key: 'ask.box.tooLong' });
    if (pendingFiles(files) > 0) return setProblem({ key: 'uploads.wait' });
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const api = await (await import('~/platform/publisher.client')).loadApi('ask');
      if (!api.memberId()) return setProblem({ login: true });
      await api.ask({
        topicId,
        text: fields.text,
        pictureIds: files.flatMap((f) => (f.attachment ? [f.attachment.id] : [])),
        requestKey: fields.requestKey,
      });
      void forget();
      setSent(true);
    } catch (error) {
      setProblem(askFailure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={field}
        className={styles.field}
        aria-label={t('ask.box.label', { name: answerer })}
        placeholder={t('ask.box.placeholder')}
        value={fields.text}
        rows={4}
        onChange={(event) => change((d) => ({ fields: { ...d.fields, text: event.target.value } }))}
        aria-describedby="ask-box-counter"
        aria-invalid={length > maxChars}
      />
      <UploadField
        accepts="picture"
        max={maxPictures}
        files={files}
        onFiles={(next) => change((d) => ({ files: next(d.files) }))}
        onLoginNeeded={() => setProblem({ login: true })}
      />
      <p className={styles.muted}>{t('ask.box.note')}</p>
      <div className={styles.bar}>
        <span id="ask-box-counter" className={length > maxChars ? styles.over : styles.counter}>
          {t('ask.box.counter', { n: length, max: maxChars })}
        </span>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('ask.box.close')}
        </button>
        <button type="submit" className={styles.send} disabled={sending}>
          {t('ask.box.send')}
        </button>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {'login' in problem ? (
            <>
              {t('ask.box.login')} <Link to={loginPath}>{t('ask.box.toLogin')}</Link>
            </>
          ) : 'key' in problem ? (
            t(problem.key, { max: maxChars })
          ) : (
            problem.text
          )}
        </p>
      )}
    </form>
  );
}
