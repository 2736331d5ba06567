import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { useVoting } from './useVoting';
import { VoteButton } from './VoteButton';
import { withOwnVote, type VoteItemData } from './voteView';
import head from '~/features/ui/eventHead/EventHead.module.css';
import styles from './VotePage.module.css';
import item from './VoteItemPage.module.css';
import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';

/** One option on its own page (voteItemDetail): picture, number, name, group, count and rank, its introduction, and voting from here. */
export function VoteItemPage({ data, voteHref }: { data: VoteItemData; voteHref: string }) {
  const { t } = useI18n();
  const { vote } = data;
  const { counted, onVote, blocked, left, status, box } = useVoting(vote);
  const option = withOwnVote(data.option, counted[data.option.id]);
  return (
    <article className={styles.page}>
      <p className={item.back}>
        <Link to={voteHref}>{t('vote.back')}</Link> · <span>{vote.title}</span>
      </p>
      {option.picture ? (
        <img className={styles.picture} src={option.picture} alt="" width={750} height={562} />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <h1 className={head.title}>{option.name}</h1>
      <p className={head.phase} data-phase={vote.phase}>
        {t(`vote.phase.${vote.phase}`)}
      </p>
      <dl className={head.facts}>
        <div>
          <dt>{t('vote.item.number')}</dt>
          <dd>{t('vote.option.number', { number: option.number })}</dd>
        </div>
        {option.themeName && (
          <div>
            <dt>{t('vote.item.theme')}</dt>
            <dd>{option.themeName}</dd>
          </div>
        )}
        <div>
          <dt>{t('vote.item.count')}</dt>
          <dd>
            <span data-count={option.count}>{t('vote.option.count', { count: option.countText })}</span> ·{' '}
            <span>{t('vote.option.rank', { rank: option.rank })}</span>
          </dd>
        </div>
      </dl>
      {left}
      <p className={item.action}>
        <VoteButton option={option} onVote={onVote} blocked={blocked(option)} />
      </p>
      {/* the option's introduction, cut to the article allow-list on the server */}
      <SanitisedHtml className={styles.rules} html={option.introHtml} />
      {status}
      {box}
    </article>
  );
}
