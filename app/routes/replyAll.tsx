import { Comments } from '~/features/comments/Comments';
import { loadThread } from '~/features/comments/loadComments.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/replyAll';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  title: 'comments.replyAllTitle',
  catalogs: ['comments', 'lists', 'uploads'],
} satisfies RouteHandle;

const maxPage = 500;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadThread({ id, page, t }));
  return { view, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function ReplyAll({ loaderData }: Route.ComponentProps) {
  return <Comments view={loaderData.view} />;
}
