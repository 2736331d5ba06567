// xyDetail's data on the server: the account (discarded ones carry nothing), one page of its articles or dynamics.
import { publisherForServer } from '~/api/server';
import { presentEntries } from '~/features/lists/present.server';
import { presentDynamics } from '~/features/ui/dynamics/presentDynamics.server';
import type { Translate } from '~/i18n/translate';
import { dynamicsHaveMore, showsLoadMore } from '~/lib/lists';
import type { AccountData, AccountTab } from './accountData';

/** null: no such account. */
export async function loadAccount(q: {
  id: number;
  tab: AccountTab;
  page: number;
  t: Translate;
}): Promise<AccountData | null> {
  const publisher = publisherForServer();
  const [config, account] = await Promise.all([
    publisher.session.getConfig(),
    publisher.subscription.account(q.id),
  ]);
  if (!account) return null;
  if (account.discarded) return { discarded: true };
  if (q.tab === 'dynamics') {
    const dynamics = await publisher.subscription.accountDynamics(q.id, q.page);
    return {
      discarded: false,
      account,
      tab: q.tab,
      dynamics: {
        items: presentDynamics(dynamics, q.t),
        page: q.page,
        hasMore: dynamicsHaveMore(dynamics.length),
      },
    };
  }
  const articles = await publisher.subscription.accountArticles(q.id, q.page);
  return {
    discarded: false,
    account,
    tab: q.tab,
    articles: {
      items: presentEntries(articles, { now: Date.now(), t: q.t, globalCount: config.globalCount }),
      page: q.page,
      hasMore: showsLoadMore(articles.length),
    },
  };
}
