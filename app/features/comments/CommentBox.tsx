import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { commentLength, commentMaxChars } from '~/lib/commentText';
import { platform } from '~/platform/platform';
import { commentFailure, type CommentFailure } from './commentFailure';
import { pendingFiles, UploadField } from '~/features/ui/upload/UploadField';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import { commentsApi } from './commentsClient';
import type { CommentView } from './commentView';
import { draftKey, newRequestKey, type CommentFields, type DraftTarget } from './drafts';
import { loginToBox } from './useMemberActions';
import styles from './CommentBox.module.css';

type Target = DraftTarget & { replyToName: string };

/** pictures one comment may carry (spec §5; the publisher keeps at most 9 per comment) */
const maxPictures = 9;

/**
 * The comment box, loaded on first use: the text with its counter, its pictures (the upload widget), and sending.
 * Everything typed and chosen is kept as a draft (drafts.ts) until the comment is posted: a reload, the login round
 * trip, a lost connection or a refusal loses nothing. The same draft sent twice (a double tap, a retry after a
 * failure) posts once: it carries one request key.
 */
export default function CommentBox({
  target,
  recordId,
  onPosted,
  onClose,
}: {
  target: Target;
  /** the article the analytics record of a comment sent names (CommentsView's recordId) */
  recordId: number;
  onPosted: (c: CommentView) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const { draft, change, forget } = useFormDraft<CommentFields>(draftKey(target), () => ({
    text: '',
    requestKey: newRequestKey(),
    replyToName: target.replyToName,
  }));
  const [problem, setProblem] = useState<CommentFailure>();
  const [sending, setSending] = useState(false);
  // a second tap lands before React re-renders: the ref, not the state, keeps it out
  const inFlight = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const loaded = draft !== undefined;

  useEffect(() => {
    if (!loaded) return;
    field.current?.focus();
    field.current?.scrollIntoView({ block: 'center' });
  }, [loaded]);

  // the draft is read from IndexedDB: a moment, and the box appears with what was kept
  if (!draft) return null;
  const { fields, files } = draft;
  const replyToName = target.replyToName || fields.replyToName;
  const length = commentLength(fields.text);
  const setText = (text: string) => change((d) => ({ fields: { ...d.fields, text, replyToName } }));

  async function send() {
    if (inFlight.current) return;
    if (length === 0) return setProblem({ key: 'comments.box.empty' });
    if (length > commentMaxChars) return setProblem({ key: 'comments.box.tooLong' });
    if (pendingFiles(files) > 0) return setProblem({ key: 'uploads.wait' });
    inFlight.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      const api = await commentsApi();
      if (!api.memberId()) return setProblem({ login: true });
      const posted = await api.post({
        articleId: target.articleId,
        source: target.source,
        parentId: target.parentId || undefined,
        text: fields.text,
        pictureIds: files.flatMap((f) => (f.attachment ? [f.attachment.id] : [])),
        requestKey: fields.requestKey,
      });
      void forget();
      void import('~/features/ui/interaction/articleEvents').then((m) => m.articleCommented(recordId));
      if (posted)
        onPosted({
          ...posted,
          when: t('comments.justNow'),
          likesText: '',
          repliesText: '',
          firstReplies: [],
        });
      platform().toast(t(posted?.pending ? 'comments.box.sentPending' : 'comments.box.sent'));
      onClose();
    } catch (error) {
      setProblem(commentFailure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      className={styles.box}
      id="comment-box"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={field}
        className={styles.field}
        aria-label={
          replyToName ? t('comments.box.replyingTo', { name: replyToName }) : t('comments.box.label')
        }
        placeholder={
          replyToName ? t('comments.box.replyingTo', { name: replyToName }) : t('comments.box.placeholder')
        }
        value={fields.text}
        rows={4}
        onChange={(event) => setText(event.target.value)}
        aria-describedby="comment-box-counter"
        aria-invalid={length > commentMaxChars}
      />
      <UploadField
        accepts="picture"
        max={maxPictures}
        files={files}
        onFiles={(next) => change((d) => ({ files: next(d.files) }))}
        onLoginNeeded={() => setProblem({ login: true })}
      />
      <div className={styles.bar}>
        <span id="comment-box-counter" className={length > commentMaxChars ? styles.over : styles.counter}>
          {t('comments.box.counter', { n: length, max: commentMaxChars })}
        </span>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('comments.box.close')}
        </button>
        <button type="submit" className={styles.send} disabled={sending}>
          {t('comments.box.send')}
        </button>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {'login' in problem ? (
            <>
              {t('comments.box.login')}{' '}
              <Link to={loginToBox(location, target.parentId)}>{t('comments.box.toLogin')}</Link>
            </>
          ) : 'key' in problem ? (
            t(problem.key, { max: commentMaxChars })
          ) : (
            problem.text
          )}
        </p>
      )}
    </form>
  );
}
