import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isPublisherError } from '~/api/errors';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import type { ActivityView } from './activityView';
import { memberClient } from './memberClient';
import { buttonLabel, refusalMessage, signUpState } from './signUpState';
import styles from './ActivityPage.module.css';

/**
 * The sign-up button with the spec's labels. The page is the same for every reader (cacheable); a signed-in
 * member's own entry is asked for after the page is up, and turns the button into 已报名 with the voucher's link;
 * the same answer's count (read past the caches) goes to `onEntries`, so a member who just signed up sees it counted.
 * A deployment that keeps the entry for its app (10201) still has one: 已报名 all the same.
 */
export function SignUpBar({
  activity,
  onEntries,
}: {
  activity: ActivityView;
  onEntries: (entries: number) => void;
}) {
  const { t } = useI18n();
  // the member's entry; its id only where the publisher shows it (in the app)
  const [entry, setEntry] = useState<{ id?: number }>();
  const [message, setMessage] = useState('');
  useEffect(() => {
    let current = true;
    void memberClient()
      .then(async ({ api, signedIn }) => {
        if (!signedIn) return;
        const mine = await api.vouchers(activity.id).then(
          ({ vouchers: [voucher], entries }) => {
            if (current && entries !== undefined) onEntries(entries);
            return voucher && { id: voucher.entryId };
          },
          (error: unknown) => {
            if (isPublisherError(error) && error.key === 'downloadAppForSignup') return {};
            throw error;
          },
        );
        if (current && mine) setEntry(mine);
      })
      // the page stays as the server drew it: a sign-up tap still meets the publisher's own checks
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // `onEntries` is the page's setter; the entry is asked for once per activity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activity.id]);

  const state = signUpState(activity, activity.now, entry !== undefined);
  const label = t(buttonLabel[state]);
  const refusal = refusalMessage[state];
  return (
    <div className={styles.bar}>
      <p className={styles.barMessage} role="status">
        {message}
      </p>
      {state === 'open' ? (
        <Link className={styles.button} to={href.activityApply(activity.id)}>
          {label}
        </Link>
      ) : state === 'signedUp' && entry ? (
        <Link
          className={styles.button}
          to={href.registrationDetail(activity.id, entry.id)}
          data-state={state}
        >
          {label} · {t('activity.voucher.view')}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.button}
          data-state={state}
          onClick={() => refusal && setMessage(t(refusal))}
        >
          {label}
        </button>
      )}
    </div>
  );
}
