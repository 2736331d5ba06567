import { publisherForServer } from '~/api/server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { RankingPage } from '~/features/subscription/RankingPage';
import { requestCatalog } from '~/i18n/request.server';
import { formatDate } from '~/lib/dateFormat';
import type { Route } from './+types/xyListShare';
import { fromPublisher } from './responses';

export const handle = { title: 'subscription.rankTitle', catalogs: ['subscription'] } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const ranking = await fromPublisher(() => publisherForServer().subscription.ranking());
  const period = ranking.period
    ? t('subscription.periodDates', {
        start: formatDate(ranking.period.startsAt),
        end: formatDate(ranking.period.endsAt),
      })
    : undefined;
  return { ranking, period, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function XyListShare({ loaderData }: Route.ComponentProps) {
  return <RankingPage ranking={loaderData.ranking} period={loaderData.period} />;
}
