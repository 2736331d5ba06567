import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { OptionCard } from './OptionCard';
import { VoteFinder } from './VoteFinder';
import { VoteHead } from './VoteHead';
import { useVoting } from './useVoting';
import { voteQuery, withOwnVote, type OptionView, type VotePageData } from './voteView';
import styles from './VotePage.module.css';

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
  const more = usePagedList<VotePageData, OptionView>({
    first: data.options,
    key: `vote:${vote.id}:${query || themeId}`,
    query: (page) => voteQuery({ themeId, query, page }),
    select: (d) => d.options,
  });
  const { counted, onVote, blocked, left, status, box } = useVoting(vote);

  return (
    <article className={styles.page}>
      <VoteHead vote={vote} />
      <VoteFinder vote={vote} themeId={themeId} query={query} />
      {left}
      {more.items.length > 0 ? (
        <ul className={styles.options}>
          {more.items.map((option) => (
            <OptionCard
              key={option.id}
              option={withOwnVote(option, counted[option.id])}
              detailHref={optionHref?.(option)}
              onVote={onVote}
              blocked={blocked(option)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{query ? t('vote.search.none') : t('vote.empty')}</p>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
      {status}
      {box}
    </article>
  );
}
