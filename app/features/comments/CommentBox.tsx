import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { commentLength, commentMaxChars } from '~/lib/commentText';
import { platform } from '~/platform/platform';
import { commentFailure, type CommentFailure } from './commentFailure';
import { CommentPictures } from './CommentPictures';
import { commentsApi } from './commentsClient';
import type { CommentView } from './commentView';
import { forgetDraft, newRequestKey, readDraft, saveDraft, type Draft, type DraftTarget } from './drafts';
import { loginToBox } from './useMemberActions';
import styles from './CommentBox.module.css';

type Target = DraftTarget & { replyToName: string };

/**
 * The comment box, loaded on first use: the text with its counter, its pictures (CommentPictures), and sending. Everything typed is kept as a draft
 * (drafts.ts) until the comment is posted: a reload, the login round trip, a lost connection or a refusal loses
 * nothing. The same draft sent twice (a double tap, a retry after a failure) posts once: it carries one request key.
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
  const [draft, setDraft] = useState<Draft>(
    () =>
      readDraft(target) ?? {
        text: '',
        pictures: [],
        requestKey: newRequestKey(),
        replyToName: target.replyToName,
      },
  );
  const [problem, setProblem] = useState<CommentFailure>();
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(0);
  // a second tap lands before React re-renders: the ref, not the state, keeps it out
  const inFlight = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const replyToName = target.replyToName || draft.replyToName;
  const length = commentLength(draft.text);

  useEffect(() => {
    field.current?.focus();
    field.current?.scrollIntoView({ block: 'center' });
  }, []);

  // an upload may end while the reader types: every change applies to the draft as it is by then
  const change = (next: (d: Draft) => Partial<Draft>) =>
    setDraft((d) => {
      const updated = { ...d, ...next(d), replyToName };
      saveDraft(target, updated);
      return updated;
    });
  const onUploadingChange = useCallback((n: number) => setUploading(n), []);

  async function send() {
    if (inFlight.current) return;
    if (length === 0) return setProblem({ key: 'comments.box.empty' });
    if (length > commentMaxChars) return setProblem({ key: 'comments.box.tooLong' });
    if (uploading > 0) return setProblem({ key: 'comments.box.waitUploads' });
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
        text: draft.text,
        pictureIds: draft.pictures.map((p) => p.id),
        requestKey: draft.requestKey,
      });
      forgetDraft(target);
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
        value={draft.text}
        rows={4}
        onChange={(event) => {
          const text = event.target.value;
          change(() => ({ text }));
        }}
        aria-describedby="comment-box-counter"
        aria-invalid={length > commentMaxChars}
      />
      <CommentPictures
        pictures={draft.pictures}
        onUploaded={(picture) => change((d) => ({ pictures: [...d.pictures, picture] }))}
        onRemove={(id) => change((d) => ({ pictures: d.pictures.filter((p) => p.id !== id) }))}
        onUploadingChange={onUploadingChange}
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
