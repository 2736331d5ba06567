import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { VoteButton } from './VoteButton';
import type { OptionView } from './voteView';
import styles from './VotePage.module.css';

/** One option: picture, number (编号), name, count (spec §5 count rules) and rank, and its vote button. */
export function OptionCard({
  option,
  detailHref,
  onVote,
  blocked,
}: {
  option: OptionView;
  detailHref?: string;
  onVote?: (option: OptionView) => void;
  /** why it cannot be voted for now (useVoting's `blocked`) */
  blocked?: string;
}) {
  const { t } = useI18n();
  const name = detailHref ? <Link to={detailHref}>{option.name}</Link> : option.name;
  return (
    <li className={styles.option}>
      {option.picture ? (
        <img className={styles.picture} src={option.picture} alt="" width={320} height={240} loading="lazy" />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <p className={styles.number}>{t('vote.option.number', { number: option.number })}</p>
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.score}>
        <span data-count={option.count}>{t('vote.option.count', { count: option.countText })}</span>
        <span>{t('vote.option.rank', { rank: option.rank })}</span>
      </p>
      {onVote && <VoteButton option={option} onVote={onVote} blocked={blocked} />}
    </li>
  );
}
