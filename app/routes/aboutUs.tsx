import { data } from 'react-router';
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { AboutPage } from '~/features/topic/AboutPage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/aboutUs';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic'],
  title: 'topic.about.title',
} satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { catalog } = requestCatalog(request, handle.catalogs);
  const config = await fromPublisher(() => publisherForServer().session.getConfig());
  const view = { name: config.appName, logo: pictureUrl(config.appLogo || config.padLogo) };
  return data({ view, catalog });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function AboutUs({ loaderData: { view } }: Route.ComponentProps) {
  return <AboutPage view={view} />;
}
