// The call's window as time left: drawn on the server from the publisher's clock, then kept going by the page's own
// every half minute. At the deadline it says the call is closed (the publisher refuses later submissions anyway).
import { useEffect, useState } from 'react';
import type { CallStatus } from '~/api/submission/entities';
import { useI18n } from '~/i18n/context';
import { timeLeft } from './countdown';
import styles from './Submission.module.css';

export function Countdown({
  status,
  startsAt,
  endsAt,
  serverTime,
}: {
  status: CallStatus;
  startsAt: number;
  endsAt: number;
  serverTime: number;
}) {
  const { t } = useI18n();
  const [now, setNow] = useState(serverTime);
  useEffect(() => {
    if (status === 'closed') return;
    // the publisher's clock, carried on by the page's: a phone set wrong does not reopen a call
    const offset = serverTime - Date.now();
    const tick = () => setNow(Date.now() + offset);
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, [status, serverTime]);
  const live = status === 'closed' || now >= endsAt ? 'closed' : now < startsAt ? 'upcoming' : 'open';
  const left = live === 'closed' ? null : timeLeft(live === 'upcoming' ? startsAt : endsAt, now);
  if (!left)
    return (
      <p className={styles.closed} role="status">
        {t('submission.status.closed')}
      </p>
    );
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {t(live === 'upcoming' ? 'submission.startsIn' : 'submission.countdown', left)}
    </p>
  );
}
