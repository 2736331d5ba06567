import { loadActivity } from '~/features/activity/loadActivity.server';
import { RegistrationPage } from '~/features/activity/RegistrationPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/registrationDetail';
import { optionalId, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { title: 'activity.registration.title', catalogs: ['activity'] } satisfies RouteHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  // one segment (registrationDetail/<fileId>.html) is the activity: the member's entry in it
  const alone = params.fileId === undefined;
  const fileId = requiredId(alone ? params.entryID : params.fileId);
  const entryId = alone ? undefined : optionalId(params.entryID);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const activity = await fromPublisher(() => loadActivity(fileId, () => ''));
  return { fileId, entryId, title: activity.title, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function RegistrationDetail({ loaderData }: Route.ComponentProps) {
  const { fileId, entryId, title } = loaderData;
  return <RegistrationPage activityId={fileId} entryId={entryId} title={title} />;
}
