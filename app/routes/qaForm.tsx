import { publisherForServer } from '~/api/server';
import { InquiryFormPage } from '~/features/qa/InquiryFormPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/qaForm';
import { fromPublisher } from './responses';

// qaDetail.html: 我要问政, a module of its own so the inquiry page's code does not travel with the form's. The lists
// (departments with their figures, categories, regions) are public and read on the server: the ranking is in the
// HTML, and the form, loaded after hydration, offers them at once.
// uploads: the form's upload widget speaks its own words
export const handle = {
  title: 'qa.form.title',
  catalogs: ['qa', 'uploads'],
} satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { catalog } = requestCatalog(request, handle.catalogs);
  const lists = await fromPublisher(() => publisherForServer().qa.form());
  return { lists, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function QaForm({ loaderData }: Route.ComponentProps) {
  return <InquiryFormPage lists={loaderData.lists} />;
}
