import type { FollowKind } from '~/api/subscription/entities';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { useFollow } from './useFollow';
import styles from './follow.module.css';

/**
 * Subscribe to an account or follow a reporter, with the fan count beside it. Before the member's state is known the
 * button reads "subscribe" and works (a visitor goes to login); `id` anchors the way back from login.
 */
export function FollowButton({
  kind,
  id,
  fans,
  buttonId,
  showCount = true,
}: {
  kind: FollowKind;
  id: number;
  fans: number;
  buttonId: string;
  showCount?: boolean;
}) {
  const { t } = useI18n();
  const follow = useFollow(kind, id, fans, buttonId);
  const on = follow.following === true;
  const label =
    kind === 'account'
      ? on
        ? 'subscription.subscribed'
        : 'subscription.subscribe'
      : on
        ? 'subscription.following'
        : 'subscription.follow';
  return (
    <span className={styles.group}>
      {showCount && (
        <span className={styles.count} aria-live="polite">
          {t('subscription.fans', { count: formatCount(follow.count) })}
        </span>
      )}
      <button
        id={buttonId}
        type="button"
        className={on ? styles.on : styles.off}
        aria-pressed={on}
        onClick={() => void follow.toggle()}
        // a follow is the member's, made by the script (docs/no-javascript.md)
        data-needs-script=""
      >
        {t(label)}
      </button>
      {follow.notice && (
        <span className={styles.notice} role="alert">
          {t(follow.notice === 'tooFast' ? 'subscription.tooFast' : 'subscription.followFailed')}
        </span>
      )}
    </span>
  );
}
