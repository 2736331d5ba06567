import { useState } from 'react';
import { Link } from 'react-router';
import type { Ranking } from '~/api/subscription/entities';
import { RankVoteButton } from '~/features/ui/follow/RankVoteButton';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { href } from '~/lib/paths';
import { Avatar } from '~/features/ui/avatar/Avatar';
import styles from './RankingPage.module.css';

/** 影响力排行榜: the period's top 20 with a rank-vote on each, the rules, and a share of the page. */
export function RankingPage({ ranking, period }: { ranking: Ranking; period?: string }) {
  const { t } = useI18n();
  const [shared, setShared] = useState(false);
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: document.title, url });
      else {
        await navigator.clipboard.writeText(url);
        setShared(true);
      }
    } catch {
      // the reader closed the share sheet
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('subscription.rankTitle')}</h1>
      <p className={styles.period}>
        {ranking.period ? `${ranking.period.title} · ${period}` : t('subscription.noPeriod')}
      </p>
      <p className={styles.links}>
        <Link to={href.xyRules()}>{t('subscription.rulesTitle')}</Link>
        <button type="button" className={styles.share} onClick={() => void share()} data-needs-script="">
          {t('subscription.share')}
        </button>
        {shared && <span role="status">{t('subscription.shareDone')}</span>}
      </p>
      {ranking.entries.length === 0 ? (
        <p className={styles.period}>{t('subscription.noRank')}</p>
      ) : (
        <ol className={styles.list}>
          {ranking.entries.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <span className={styles.rank}>{t('subscription.rank', { rank: entry.rank })}</span>
              <Link className={styles.who} to={href.xyDetail(entry.id)}>
                <Avatar icon={entry.icon} size="small" />
                <span className={styles.text}>
                  <span className={styles.name}>{entry.name}</span>
                  <span className={styles.influence}>
                    {t('subscription.influence', { count: formatCount(entry.influence) })}
                  </span>
                </span>
              </Link>
              {ranking.period && <RankVoteButton id={entry.id} buttonId={`vote-${entry.id}`} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
