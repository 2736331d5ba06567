import { lazy, Suspense } from 'react';
import { Comments } from '~/features/comments/Comments';
import { InquiryPage } from '~/features/qa/InquiryPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import type { Route } from './+types/newQaDetail';
import { inquiryLoader } from './qaDetail.server';

/** The asker's own inquiry before it is public: only on a 404, so never in a public inquiry's first load. */
const MemberInquiry = lazy(() => import('~/features/qa/MemberInquiry'));

// comments, uploads: the comment section and its box's picture widget (loaded with the box)
export const handle = {
  catalogs: ['qa', 'lists', 'comments', 'uploads'],
  title: 'qa.title',
} satisfies RouteHandle;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  inquiryLoader(request, params.id, 'new', handle.catalogs);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  if (!data.inquiry) return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
  return [{ title: pageTitle(matches, data.inquiry.title) }];
}

export default function NewQaDetail({ loaderData }: Route.ComponentProps) {
  const { id, inquiry, comments } = loaderData;
  return inquiry ? (
    <InquiryPage inquiry={inquiry} foot={comments && <Comments view={comments} />} />
  ) : (
    <Suspense fallback={null}>
      <MemberInquiry id={id} />
    </Suspense>
  );
}
