import { useEffect, useState } from 'react';
import { whenIdle } from '~/features/shell/whenIdle';
import { memberFollows, rememberVote, subscriptionApi } from './memberState';
import { useLoginFirst } from './useLoginFirst';

export type VoteNotice = 'voted' | 'already' | 'closed' | 'failed';

/**
 * Rank-vote (打榜, spec §4: becomes "already voted"): once per member, account and period. Shown voted at once; a
 * refusal asks the publisher why (already voted stays voted, a closed period or a failure puts the button back).
 * A visitor goes to login first; the vote is cast when they come back signed in.
 */
export function useRankVote(id: number, buttonId: string) {
  const [voted, setVoted] = useState<boolean | undefined>(undefined);
  const [notice, setNotice] = useState<VoteNotice>();
  const [busy, setBusy] = useState(false);
  const { loginFirst, resumed } = useLoginFirst(buttonId, `rankVote:${id}`);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void memberFollows().then(async (member) => {
        if (!live) return;
        const already = member?.votes.has(id) ?? false;
        setVoted(already);
        // a visitor's 打榜 that led to login is cast once they are back
        if (member && !already && (await resumed()) && live) void vote();
      });
    });
    return () => {
      live = false;
      cancel();
    };
    // vote and resumed are this render's; the state is read once per account
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
