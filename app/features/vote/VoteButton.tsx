import { useI18n } from '~/i18n/context';
import type { OptionView } from './voteView';
import styles from './VotePage.module.css';

/** 投票 for one option, named for it (为 … 投票) so a screen reader tells the many buttons apart. */
export function VoteButton({ option, onVote }: { option: OptionView; onVote: (option: OptionView) => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      data-needs-script=""
      className={styles.vote}
      onClick={() => onVote(option)}
      aria-label={t('vote.for', { name: option.name })}
    >
      {t('vote.button.vote')}
    </button>
  );
}
