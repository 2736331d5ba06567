import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { useRankVote, type VoteNotice } from './useRankVote';
import styles from './follow.module.css';

const notices: Record<VoteNotice, MessageKey> = {
  voted: 'subscription.voteDone',
  already: 'subscription.voteAlready',
  closed: 'subscription.voteClosed',
  failed: 'subscription.voteFailed',
};

/** 打榜 for an account: once per period; then it reads "already voted" (spec §4). */
export function RankVoteButton({ id, buttonId }: { id: number; buttonId: string }) {
  const { t } = useI18n();
  const rank = useRankVote(id, buttonId);
  const voted = rank.voted === true;
  return (
    <span className={styles.group}>
      <button
        id={buttonId}
        type="button"
        data-needs-script=""
        className={voted ? styles.on : styles.vote}
        aria-disabled={voted || undefined}
        aria-busy={rank.busy || undefined}
        onClick={() => void rank.vote()}
      >
        {t(voted ? 'subscription.voted' : 'subscription.vote')}
      </button>
      {rank.notice && (
        <span className={styles.notice} role={rank.notice === 'voted' ? 'status' : 'alert'}>
          {t(notices[rank.notice])}
        </span>
      )}
    </span>
  );
}
