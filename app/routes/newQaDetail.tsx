import { InquiryPage } from '~/features/qa/InquiryPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import type { Route } from './+types/newQaDetail';
import { inquiryLoader } from './qaDetail.server';

export const handle = { catalogs: ['qa', 'lists'], title: 'qa.title' } satisfies RouteHandle;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  inquiryLoader(request, params.id, 'new', handle.catalogs);

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, data.inquiry.title) }];
}

export default function NewQaDetail({ loaderData }: Route.ComponentProps) {
  return <InquiryPage inquiry={loaderData.inquiry} />;
}
