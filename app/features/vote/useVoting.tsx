import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { VoteCast } from '~/api/vote/entities';
import { useI18n } from '~/i18n/context';
import { loadOwnVotes, saveOwnVotes, type OwnCount } from './ownVotes';
import { useVoteGate } from './useVoteGate';
import type { OptionView, VoteView } from './voteView';
import styles from './VotePage.module.css';

// the user-info box, the verification-code box and the SM4 record: loaded on the first tap on 投票
const VoteBox = lazy(() => import('./VoteBox'));

/** `settled`: the text is its count's (the page's loader formatted it); only those are kept for a reload */
type Counted = OwnCount & { settled?: boolean };

/**
 * Voting as every vote page does it (activityVote, activityVoteWeb, voteItemDetail): the login gate, the member's
 * votes left, the vote box for the tapped option, and what this reader's votes changed (`counted`, by option id),
 * shown at once while the shared counts catch up on the next read (and, kept in the tab, after a reload: ownVotes.ts;
 * the pages show them through withOwnVote). `blocked` says why an option cannot be voted for now (nothing then
 * offers a vote box that could only be refused). `left` and `status` are the page's lines saying
 * what is left and what just happened; `box` the dialog while one is open.
 */
export function useVoting(vote: VoteView): {
  counted: Record<number, Counted>;
  onVote: (option: OptionView) => void;
  blocked: (option: Pick<OptionView, 'id'>) => string | undefined;
  left: ReactNode;
  status: ReactNode;
  box: ReactNode;
} {
  const { t } = useI18n();
  const { standing, setStanding } = useVoteGate(vote.id);
  const [counted, setCounted] = useState<Record<number, Counted>>({});
  const [target, setTarget] = useState<OptionView>();
  const [notice, setNotice] = useState('');
  useEffect(() => setCounted((c) => ({ ...loadOwnVotes(vote.id), ...c })), [vote.id]);
  useEffect(() => {
    const settled = Object.entries(counted).filter(([, v]) => v.settled);
    if (settled.length) saveOwnVotes(vote.id, { ...loadOwnVotes(vote.id), ...Object.fromEntries(settled) });
  }, [vote.id, counted]);

  // what the publisher would refuse, known from the member's standing today: the day's votes, the option's own
  const blocked = ({ id }: Pick<OptionView, 'id'>) => {
    if (!standing) return undefined;
    if (standing.dayLeft === 0) return t('vote.left.none');
    const optionLimit = standing.optionLimit || vote.optionLimit;
    if (optionLimit > 0 && (standing.usedToday[id] ?? 0) >= optionLimit)
      return t('vote.left.optionNone', { count: optionLimit });
    return undefined;
  };
  const onVote = (option: OptionView) => {
    if (vote.phase !== 'open') return setNotice(t(`vote.phase.${vote.phase}`));
    const why = blocked(option);
    if (why) return setNotice(why);
    setNotice('');
    setTarget(option);
  };
  // the new count in the spec's words comes from the page's own loader: no count rules in the page's code
  const location = useLocation();
  const counts = useFetcher<{ countOf?: number; countText?: string }>();
  useEffect(() => {
    const { countOf, countText } = counts.data ?? {};
    if (countText === undefined) return;
    setCounted((c) => {
      const next = { ...c };
      for (const [id, v] of Object.entries(c))
        if (v.count === countOf) next[Number(id)] = { ...v, countText, settled: true };
      return next;
    });
  }, [counts.data]);
  const onCast = (cast: VoteCast) => {
    const shown = target?.id === cast.optionId ? target.countText : '';
    setCounted((c) => ({
      ...c,
      [cast.optionId]: {
        count: cast.count,
        rank: cast.rank,
        countText: c[cast.optionId]?.countText ?? shown,
      },
    }));
    counts.load(`${location.pathname}?countOf=${cast.count}`);
    setStanding(
      (s) =>
        s && {
          ...s,
          dayLeft: cast.dayLeft,
          needsInfo: false,
          usedToday: { ...s.usedToday, [cast.optionId]: (s.usedToday[cast.optionId] ?? 0) + 1 },
        },
    );
    setNotice(
      `${t('vote.done')} · ${cast.dayLeft === 0 ? t('vote.left.none') : cast.dayLeft > 0 ? t('vote.left.day', { count: cast.dayLeft }) : ''}`,
    );
    setTarget(undefined);
  };

  return {
    counted,
    onVote,
    blocked,
    left: standing && standing.dayLeft >= 0 && (
      <p className={styles.left}>
        {standing.dayLeft > 0 ? t('vote.left.day', { count: standing.dayLeft }) : t('vote.left.none')}
      </p>
    ),
    status: (
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
    ),
    box: target && (
      <Suspense fallback={null}>
        <VoteBox
          vote={vote}
          option={target}
          needsInfo={standing?.needsInfo ?? vote.infoRule.length > 0}
          usedToday={standing?.usedToday[target.id] ?? 0}
          onCast={onCast}
          onClose={() => setTarget(undefined)}
        />
      </Suspense>
    ),
  };
}
