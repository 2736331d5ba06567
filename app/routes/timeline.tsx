import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { TimelinePage } from '~/features/topic/TimelinePage';
import { loadTimeline } from '~/features/topic/loadCollections.server';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/timeline';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic', 'lists'],
  firstLoadBudgetKB: 101,
  budgetReason: 'a list page that shows the top bar (spec §2): its 0.5 KB on top of the list',
  title: 'topic.timeline.title',
} satisfies RouteHandle;

/** A hot point's time axis (热点详情). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadTimeline({ id, t }));
  return data({ view, catalog });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function Timeline({ loaderData: { view } }: Route.ComponentProps) {
  return <TimelinePage view={view} />;
}
