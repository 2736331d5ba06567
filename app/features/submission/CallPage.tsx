// seekArticleDetail/<id>.html: a call for submissions. Theme, organiser, window and countdown, rules and detail come
// in the server's HTML; the 投稿 form (lazy, with the upload widget and its draft) only while the call is open, and a
// clear state instead when it has not opened or is closed; 我的投稿 to this call is read in the browser.
import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { Call } from '~/api/submission/entities';
import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { Countdown } from './Countdown';
import { MemberSubmissions } from './MemberSubmissions';
import { submissionPaths } from './paths';
import styles from './Submission.module.css';

const day = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm');

type FormProps = { callId: number; onSent: () => void };

/** The form's code arrives once the page has hydrated: it needs the member's token and IndexedDB. */
function SubmitForm(props: FormProps) {
  const { t } = useI18n();
  const [Form, setForm] = useState<ComponentType<FormProps> | 'loading' | 'failed'>();
  useEffect(() => {
    let current = true;
    setForm('loading');
    import('./SubmissionForm').then(
      (m) => current && setForm(() => m.SubmissionForm),
      () => current && setForm('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  if (Form === 'failed')
    return (
      <p role="alert" className={styles.problem}>
        {t('submission.form.draftKept')}
      </p>
    );
  if (Form === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {t('submission.form.loading')}
      </p>
    );
  return Form ? <Form {...props} /> : null;
}

export function CallPage({ call }: { call: Call }) {
  const { t } = useI18n();
  // a new submission is listed under 我的投稿 at once: the list reads again
  const [sent, setSent] = useState(0);
  return (
    <article className={styles.page} aria-labelledby="call-title">
      <h1 id="call-title" className={styles.title}>
        {call.title}
      </h1>
      <p>
        <span className={styles.state} data-status={call.status}>
          {t(`submission.status.${call.status}`)}
        </span>
      </p>
      <p className={styles.muted}>{t('submission.organizer', { name: call.organizer })}</p>
      <p className={styles.muted}>
        {t('submission.window', { start: day(call.startsAt), end: day(call.endsAt) })}
      </p>
      <Countdown
        status={call.status}
        startsAt={call.startsAt}
        endsAt={call.endsAt}
        serverTime={call.serverTime}
      />
      {call.rules && (
        <section aria-labelledby="call-rules">
          <h2 id="call-rules" className={styles.subheading}>
            {t('submission.rules')}
          </h2>
          <p className={styles.text}>{call.rules}</p>
        </section>
      )}
      {call.html && (
        <section aria-labelledby="call-detail">
          <h2 id="call-detail" className={styles.subheading}>
            {t('submission.detail')}
          </h2>
          <SanitisedHtml className={styles.body} html={call.html} />
        </section>
      )}
      <section aria-labelledby="call-submit" className={styles.submit}>
        <h2 id="call-submit" className={styles.subheading}>
          {t('submission.submit')}
        </h2>
        {call.status === 'open' ? (
          <>
            <noscript>
              <p className={styles.problem}>{t('submission.form.noScript')}</p>
            </noscript>
            <SubmitForm callId={call.id} onSent={() => setSent((n) => n + 1)} />
          </>
        ) : (
          <p role="status" className={styles.closed}>
            {t(call.status === 'closed' ? 'submission.closedNote' : 'submission.upcomingNote')}
          </p>
        )}
      </section>
      <section aria-labelledby="call-mine">
        <h2 id="call-mine" className={styles.subheading}>
          {t('submission.mineTitle')}
        </h2>
        <MemberSubmissions key={sent} callId={call.id} />
      </section>
      <p>
        <Link className={styles.action} to={submissionPaths.calls()}>
          {t('submission.more')}
        </Link>
      </p>
    </article>
  );
}
