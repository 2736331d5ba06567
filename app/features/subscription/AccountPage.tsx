import { Suspense } from 'react';
import { Link } from 'react-router';
import { FollowButton } from '~/features/ui/follow/FollowButton';
import { RankVoteButton } from '~/features/ui/follow/RankVoteButton';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { accountTabQuery, type AccountData } from './accountData';
import { Avatar } from '~/features/ui/avatar/Avatar';
import styles from './AccountPage.module.css';

type Shown = Extract<AccountData, { discarded: false }>;

// The tabs' lists are split from the first load (the page's budget); the loader preloads the one it renders.
export const accountArticles = preloadedLazy(() => import('./AccountArticles'));
export const accountDynamics = preloadedLazy(() => import('./AccountDynamics'));

/** An influence account (xyDetail): who it is, its figures, subscribe and rank-vote, then its articles or dynamics. */
export function AccountPage({ data }: { data: Shown }) {
  const { t } = useI18n();
  const { account } = data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Avatar icon={account.icon} size="large" />
        <div className={styles.who}>
          <h1 className={styles.name}>{account.name}</h1>
          <p className={styles.figures}>
            <span>{t('subscription.likes', { count: formatCount(account.likes) })}</span>
            <span>{t('subscription.articleCount', { count: formatCount(account.articleCount) })}</span>
          </p>
        </div>
      </header>
      {account.description && <p className={styles.intro}>{account.description}</p>}
      <div className={styles.actions}>
        <FollowButton kind="account" id={account.id} fans={account.fans} buttonId="subscribe" />
        <RankVoteButton id={account.id} buttonId="rank-vote" />
      </div>
      <nav className={styles.tabs} aria-label={t('subscription.account')}>
        {(['articles', 'dynamics'] as const).map((tab) => (
          <Link
            key={tab}
            className={styles.tab}
            to={accountTabQuery(tab, 0)}
            aria-current={data.tab === tab ? 'page' : undefined}
            replace
            preventScrollReset
          >
            {t(tab === 'articles' ? 'subscription.articles' : 'subscription.dynamics')}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p className={styles.empty}>{t('common.loading')}</p>}>
        {data.articles && <accountArticles.Component data={data} first={data.articles} />}
        {data.dynamics && <accountDynamics.Component data={data} first={data.dynamics} />}
      </Suspense>
    </div>
  );
}
