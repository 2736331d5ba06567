import { useI18n } from '~/i18n/context';
import type { OptionView } from './voteView';
import styles from './VotePage.module.css';

/**
 * 投票 for one option, named for it (为 … 投票) so a screen reader tells the many buttons apart. `blocked` is why
 * the reader cannot vote for it now (its votes today, or the day's, used up): then that is said in the button's
 * place, and nothing is offered to tap.
 */
export function VoteButton({
  option,
  onVote,
  blocked,
}: {
  option: OptionView;
  onVote: (option: OptionView) => void;
  blocked?: string;
}) {
  const { t } = useI18n();
  if (blocked) return <p className={styles.blocked}>{blocked}</p>;
  return (
    <button
      type="button"
      className={styles.vote}
      onClick={() => onVote(option)}
      aria-label={t('vote.for', { name: option.name })}
    >
      {t('vote.button.vote')}
    </button>
  );
}
