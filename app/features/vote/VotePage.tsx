import { lazy, Suspense, useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { VoteCast } from '~/api/vote/entities';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { OptionCard } from './OptionCard';
import { useVoteGate } from './useVoteGate';
import { VoteFinder } from './VoteFinder';
import { VoteHead } from './VoteHead';
import { voteQuery, type OptionView, type VotePageData } from './voteView';
import styles from './VotePage.module.css';

// the user-info box, the verification-code box and the SM4 record: loaded on the first tap on 投票
const VoteBox = lazy(() => import('./VoteBox'));

/** The vote page (activityVote, activityVoteWeb): the head, search, tabs, the options 20 at a time, and voting. */
export function VotePage({
  data,
  optionHref,
}: {
  data: VotePageData;
  optionHref?: (o: OptionView) => string;
}) {
  const { t } = useI18n();
  const { vote, themeId, query } = data;
  const { standing, setStanding } = useVoteGate(vote.id);
  const more = usePagedList<VotePageData, OptionView>({
    first: data.options,
    key: `vote:${vote.id}:${query || themeId}`,
    query: (page) => voteQuery({ themeId, query, page }),
    select: (d) => d.options,
  });
  // what this reader's votes changed, shown at once; the shared counts catch up on the next read
  const [counted, setCounted] = useState<Record<number, Pick<OptionView, 'count' | 'rank' | 'countText'>>>(
    {},
  );
  const [target, setTarget] = useState<OptionView>();
  const [notice, setNotice] = useState('');

  const onVote = (option: OptionView) => {
    if (vote.phase !== 'open') return setNotice(t(`vote.phase.${vote.phase}`));
    if (standing && standing.dayLeft === 0) return setNotice(t('vote.left.none'));
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
        if (v.count === countOf) next[Number(id)] = { ...v, countText };
      return next;
    });
  }, [counts.data]);
  const onCast = (cast: VoteCast) => {
    setCounted((c) => ({
      ...c,
      [cast.optionId]: {
        count: cast.count,
        rank: cast.rank,
        countText:
          c[cast.optionId]?.countText ?? more.items.find((o) => o.id === cast.optionId)?.countText ?? '',
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

  return (
    <article className={styles.page}>
      <VoteHead vote={vote} />
      <VoteFinder vote={vote} themeId={themeId} query={query} />
      {standing && standing.dayLeft >= 0 && (
        <p className={styles.left}>
          {standing.dayLeft > 0 ? t('vote.left.day', { count: standing.dayLeft }) : t('vote.left.none')}
        </p>
      )}
      {more.items.length > 0 ? (
        <ul className={styles.options}>
          {more.items.map((option) => (
            <OptionCard
              key={option.id}
              option={{ ...option, ...counted[option.id] }}
              detailHref={optionHref?.(option)}
              onVote={onVote}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{query ? t('vote.search.none') : t('vote.empty')}</p>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
      {target && (
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
      )}
    </article>
  );
}
