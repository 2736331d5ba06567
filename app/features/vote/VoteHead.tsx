import head from '~/features/ui/eventHead/EventHead.module.css';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import type { VoteView } from './voteView';
import styles from './VotePage.module.css';
import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';

const when = (ms: number) => (ms ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '');

/** The head image (vs_head_voteimage), title, phase (isbegin), window, organiser, totals and the rules. */
export function VoteHead({ vote }: { vote: VoteView }) {
  const { t } = useI18n();
  return (
    <header className={head.head}>
      {vote.headImage && <img className={head.banner} src={vote.headImage} alt="" width={750} height={422} />}
      <h1 className={head.title}>{vote.title}</h1>
      <p className={head.phase} data-phase={vote.phase} role="status">
        {t(`vote.phase.${vote.phase}`)}
      </p>
      <dl className={head.facts}>
        <div>
          <dt>{t('vote.time')}</dt>
          <dd>
            {when(vote.startAt)} – {when(vote.endAt)}
          </dd>
        </div>
        {vote.organizer && (
          <div>
            <dt>{t('vote.organizer')}</dt>
            <dd>{vote.organizer}</dd>
          </div>
        )}
      </dl>
      <p className={styles.totals}>
        <span>{t('vote.stats.options', { count: vote.optionCountText })}</span>
        <span>{t('vote.stats.votes', { count: vote.totalVotesText })}</span>
      </p>
      {vote.dayLimit > 0 && (
        <p className={styles.limits}>
          {t('vote.limits', { day: vote.dayLimit, option: vote.optionLimit || vote.dayLimit })}
        </p>
      )}
      {/* the one place the page renders HTML: the rules, cut to the article allow-list on the server */}
      <SanitisedHtml className={styles.rules} html={vote.rulesHtml} />
    </header>
  );
}
