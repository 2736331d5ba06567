import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { MySubmissionsPage } from '~/features/submission/MySubmissionsPage';
import { SubmissionPage } from '~/features/submission/SubmissionPage';
import { matchedCatalog, readCatalog } from '~/i18n/catalogText';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/inputArticleDetail';
import { optionalId } from './params';

export const handle = {
  title: 'submission.inputTitle',
  catalogs: ['submission'],
} satisfies RouteHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  // inputArticleDetail/<id>.html a submission, inputArticleDetail.html the member's: both read in the browser
  const id = optionalId(params.id);
  return { id, catalog: requestCatalog(request, handle.catalogs).catalog };
}

/** The member's own: the page is the same shell for everyone and never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  const mine =
    data.id === undefined ? readCatalog(matchedCatalog(matches))['submission.mineTitle'] : undefined;
  return [{ title: pageTitle(matches, mine) }, { name: 'robots', content: 'noindex' }];
}

export default function InputArticleDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.id === undefined ? <MySubmissionsPage /> : <SubmissionPage id={loaderData.id} />;
}
