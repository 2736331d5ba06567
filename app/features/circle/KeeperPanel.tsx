// A keeper's controls on their circle's page, loaded once the reader turns out to keep it: the requests to join
// (let in or refused, each ending in words), and a notice written for the notice bar (its draft kept in the browser
// until it is published). The publisher checks again that the member keeps the circle.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { JoinRequest } from '~/api/circle/entities';
import { memberApi } from '~/features/ui/member/memberApi';
import { useFormDraft } from '~/features/ui/upload/useFormDraft';
import { useI18n } from '~/i18n/context';
import { circleFailure } from './circleFailure';
import { noticePath } from './circlePaths';
import styles from './Circle.module.css';

type Requests =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; list: (JoinRequest & { outcome?: 'joined' | 'refused' })[] };

export default function KeeperPanel({ circleId }: { circleId: number }) {
  const { t } = useI18n();
  const [requests, setRequests] = useState<Requests>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api } = await memberApi('circle');
        const list = await api.joinRequests(circleId);
        if (current) setRequests({ kind: 'ready', list });
      } catch (error) {
        if (current) setRequests({ kind: 'failed', message: circleFailure(error, t) });
      }
    })();
    return () => {
      current = false;
    };
    // `t` is the page's language, fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [circleId, attempt]);

  async function decide(memberId: number, approve: boolean) {
    setProblem(undefined);
    try {
      const { api } = await memberApi('circle');
      const outcome = await api.decideJoin({ circleId, memberId, approve });
      setRequests((r) =>
        r.kind === 'ready'
          ? { ...r, list: r.list.map((q) => (q.id === memberId ? { ...q, outcome } : q)) }
          : r,
      );
    } catch (error) {
      setProblem(circleFailure(error, t));
    }
  }

  return (
    <section className={styles.keeper} aria-labelledby="circle-keeper-heading">
      <h2 id="circle-keeper-heading" className={styles.keeperHeading}>
        {t('circle.keeper.heading')}
      </h2>
      <h3 className={styles.keeperSubheading}>{t('circle.keeper.requests')}</h3>
      {requests.kind === 'loading' && <p className={styles.note}>{t('common.loading')}</p>}
      {requests.kind === 'failed' && (
        <p className={styles.problem} role="alert">
          {requests.message}{' '}
          <button type="button" className={styles.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {requests.kind === 'ready' &&
        (requests.list.length === 0 ? (
          <p className={styles.note}>{t('circle.keeper.noRequests')}</p>
        ) : (
          <ul className={styles.requests}>
            {requests.list.map((q) => (
              <li key={q.id} className={styles.request}>
                <span className={styles.name}>{q.nickname || String(q.id)}</span>
                {q.outcome ? (
                  <span className={styles.note} role="status">
                    {t(q.outcome === 'joined' ? 'circle.keeper.approved' : 'circle.keeper.refused')}
                  </span>
                ) : (
                  <>
                    <button type="button" className={styles.button} onClick={() => void decide(q.id, true)}>
                      {t('circle.keeper.approve')}
                    </button>
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => void decide(q.id, false)}
                    >
                      {t('circle.keeper.refuse')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        ))}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <NoticeForm circleId={circleId} />
    </section>
  );
}

type NoticeFields = { title: string; text: string };

function NoticeForm({ circleId }: { circleId: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [made, setMade] = useState<number>();
  const { draft, change, forget } = useFormDraft<NoticeFields>(`circleNotice:${circleId}`, () => ({
    title: '',
    text: '',
  }));

  if (!open)
    return (
      <div className={styles.bar}>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          {t('circle.keeper.notice')}
        </button>
        {made !== undefined && (
          <p className={styles.note} role="status">
            {t('circle.keeper.noticeDone')} <Link to={noticePath(made)}>{t('circle.keeper.noticeOpen')}</Link>
          </p>
        )}
      </div>
    );
  if (!draft) return null;
  const { fields } = draft;

  async function send() {
    if (sending) return;
    if (!fields.title.trim() || !fields.text.trim()) return setProblem(t('circle.keeper.noticeEmpty'));
    setSending(true);
    setProblem(undefined);
    try {
      const { api } = await memberApi('circle');
      const id = await api.addNotice({ circleId, title: fields.title, text: fields.text });
      void forget();
      change(() => ({ fields: { title: '', text: '' } }));
      setMade(id);
      setOpen(false);
    } catch (error) {
      setProblem(circleFailure(error, t));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={t('circle.keeper.notice')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <input
        className={`${styles.field} ${styles.fieldLine}`}
        aria-label={t('circle.keeper.noticeTitle')}
        placeholder={t('circle.keeper.noticeTitle')}
        maxLength={60}
        value={fields.title}
        onChange={(event) => change((d) => ({ fields: { ...d.fields, title: event.target.value } }))}
      />
      <textarea
        className={styles.field}
        aria-label={t('circle.keeper.noticeText')}
        placeholder={t('circle.keeper.noticeText')}
        maxLength={2000}
        rows={4}
        value={fields.text}
        onChange={(event) => change((d) => ({ fields: { ...d.fields, text: event.target.value } }))}
      />
      <div className={styles.bar}>
        <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
          {t('circle.form.cancel')}
        </button>
        <button type="submit" className={styles.button} disabled={sending}>
          {t('circle.keeper.noticeSend')}
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
