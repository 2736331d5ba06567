import { Suspense } from 'react';
import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import { worksTabFrom } from '~/features/ui/works/works';
import { preloadWorks } from '~/features/ui/works/WorksTabs';
import { AccountPage } from '~/features/subscription/AccountPage';
import { loadAccount } from '~/features/subscription/loadAccount.server';
import { requestCatalog } from '~/i18n/request.server';
import { readCatalog } from '~/i18n/catalogText';
import type { Route } from './+types/xyDetail';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['subscription', 'lists'] } satisfies RouteHandle;

const discarded = preloadedLazy(() => import('~/features/subscription/DiscardedAccount'));

/** Far past any account's articles; a larger page is a probe. */
const maxPage = 500;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const tab = worksTabFrom(url.searchParams);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const [account] = await Promise.all([
    fromPublisher(() => loadAccount({ id, tab, page, t })),
    preloadWorks(tab),
  ]);
  // a discarded account is gone for readers: its page says so, and crawlers drop it
  if (account.discarded) await discarded.preload();
  return data({ ...account, catalog }, account.discarded ? { status: 410 } : undefined);
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return matches[0]?.meta ?? [];
  const title = loaded.discarded
    ? readCatalog(loaded.catalog)['subscription.discardedTitle']
    : loaded.account.name;
  return [{ title: pageTitle(matches, title) }];
}

// a missing account (404) or the publisher away (503): the root's error page, with its way home
export default function XyDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.discarded ? (
    <Suspense>
      <discarded.Component />
    </Suspense>
  ) : (
    <AccountPage data={loaderData} />
  );
}
