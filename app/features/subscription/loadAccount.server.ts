// xyDetail's data on the server: the account (discarded ones carry nothing), one page of its articles or dynamics.
import { publisherForServer } from '~/api/server';
import { loadWorks } from '~/features/ui/works/loadWorks.server';
import type { WorksTab } from '~/features/ui/works/works';
import type { Translate } from '~/i18n/translate';
import type { AccountData } from './accountData';

/** null: no such account. */
export async function loadAccount(q: {
  id: number;
  tab: WorksTab;
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
  const works = await loadWorks(
    { ...q, globalCount: config.globalCount },
    {
      articles: (page) => publisher.subscription.accountArticles(q.id, page),
      dynamics: (page) => publisher.subscription.accountDynamics(q.id, page),
    },
  );
  return { discarded: false, account, ...works };
}
