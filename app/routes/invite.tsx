import { loadInviteRules } from '~/features/invite/loadInvite.server';
import { InvitePage } from '~/features/invite/InvitePage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/invite';
import { fromPublisher } from './responses';

export const handle = { title: 'invite.title', catalogs: ['invite'] } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { catalog } = requestCatalog(request, handle.catalogs);
  return { rules: await fromPublisher(loadInviteRules), catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function Invite({ loaderData }: Route.ComponentProps) {
  return <InvitePage rules={loaderData.rules} />;
}
