import { useEffect, useState } from 'react';
import { whenIdle } from '~/features/shell/whenIdle';
import { memberFollows, rememberVote, subscriptionApi } from './memberState';
import { useLoginFirst } from './useLoginFirst';

export type VoteNotice = 'voted' | 'already' | 'closed' | 'failed';

/**
 * Rank-vote (打榜, spec §4: becomes "already voted"): once per member, account and period. Shown voted at once; a
 * refusal asks the publisher why (already voted stays voted, a closed period or a failure puts the button back).
 */
export function useRankVote(id: number, buttonId: string) {
  const [voted, setVoted] = useState<boolean | undefined>(undefined);
  const [notice, setNotice] = useState<VoteNotice>();
  const [busy, setBusy] = useState(false);
  const loginFirst = useLoginFirst(buttonId);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void memberFollows().then((member) => live && setVoted(member?.votes.has(id) ?? false));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [id]);

  const vote = async () => {
    if (voted || busy) return;
    const member = await memberFollows();
    if (!member) return loginFirst();
    setBusy(true);
    setVoted(true);
    const api = await subscriptionApi();
    try {
      await api.rankVote(id);
      void rememberVote(id);
      setNotice('voted');
    } catch {
      const mine = await api.myVotes().catch(() => undefined);
      if (mine?.accountIds.includes(id)) {
        void rememberVote(id);
        setNotice('already');
      } else {
        setVoted(false);
        setNotice(mine && !mine.open ? 'closed' : 'failed');
      }
    } finally {
      setBusy(false);
    }
  };

  return { voted, notice, busy, vote };
}
