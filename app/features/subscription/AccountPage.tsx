import { FollowButton } from '~/features/ui/follow/FollowButton';
import { RankVoteButton } from '~/features/ui/follow/RankVoteButton';
import { WorksTabs } from '~/features/ui/works/WorksTabs';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import type { AccountData } from './accountData';
import { Avatar } from '~/features/ui/avatar/Avatar';
import head from '~/features/ui/works/ProfileHead.module.css';
import styles from './AccountPage.module.css';

type Shown = Extract<AccountData, { discarded: false }>;

/** An influence account (xyDetail): who it is, its figures, subscribe and rank-vote, then its articles or dynamics. */
export function AccountPage({ data }: { data: Shown }) {
  const { t } = useI18n();
  const { account } = data;
  return (
    <div className={head.page}>
      <header className={head.head}>
        <Avatar icon={account.icon} size="large" />
        <div className={head.who}>
          <h1 className={head.name}>{account.name}</h1>
          <p className={head.figures}>
            <span>{t('subscription.likes', { count: formatCount(account.likes) })}</span>
            <span>{t('subscription.articleCount', { count: formatCount(account.articleCount) })}</span>
          </p>
        </div>
      </header>
      {account.description && <p className={head.intro}>{account.description}</p>}
      <div className={styles.actions}>
        <FollowButton kind="account" id={account.id} fans={account.fans} buttonId="subscribe" />
        <RankVoteButton id={account.id} buttonId="rank-vote" />
      </div>
      <WorksTabs
        works={data}
        owner={`xy:${account.id}`}
        texts={{
          label: t('subscription.account'),
          articles: t('subscription.articles'),
          dynamics: t('subscription.dynamics'),
          noArticles: t('subscription.noArticles'),
          noDynamics: t('subscription.noDynamics'),
        }}
      />
    </div>
  );
}
