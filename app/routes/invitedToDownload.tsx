import { InvitedPage } from '~/features/invite/InvitedPage';
import { loadDownloadLinks, loadInviteRules } from '~/features/invite/loadInvite.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/invitedToDownload';
import { fromPublisher } from './responses';

export const handle = { title: 'invite.downloadTitle', catalogs: ['invite'] } satisfies RouteHandle;

/** Codes are letters and digits; anything else in the link is nobody's code. */
const codeShape = /^[A-Za-z0-9]{1,32}$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  // one segment (invitedToDownload/<code>.html) is the code: the router fills the last optional parameter
  const raw = (params.code ?? '').trim();
  const { catalog } = requestCatalog(request, handle.catalogs);
  const [links, rules] = await Promise.all([
    fromPublisher(loadDownloadLinks),
    fromPublisher(loadInviteRules),
  ]);
  const malformed = raw !== '' && !codeShape.test(raw);
  return { code: malformed ? '' : raw.toUpperCase(), malformed, links, rules, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function InvitedToDownload({ loaderData }: Route.ComponentProps) {
  const { code, malformed, links, rules } = loaderData;
  return <InvitedPage code={code} malformed={malformed} links={links} rules={rules} />;
}
