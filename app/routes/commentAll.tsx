import { Comments } from '~/features/comments/Comments';
import { loadCommentAll } from '~/features/comments/loadComments.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/commentAll';
import { queryNumber, requiredId } from './params';
import { fromPublisher, notFound } from './responses';

export const handle = {
  title: 'comments.allTitle',
  catalogs: ['comments', 'lists', 'uploads'],
} satisfies RouteHandle;

/** Far past any article's comments; a larger page is a probe. */
const maxPage = 500;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const articleId = requiredId(params.id);
  // spec §5 discuss `source`: 0 an article, 1 a live, 4 a 问吧 question, 5 a 问政 inquiry, 7 a 问吧 topic (ours)
  const source = ({ '0': 0, '1': 1, '4': 4, '5': 5, '7': 7 } as const)[params.source ?? ''];
  if (source === undefined) throw notFound();
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadCommentAll({ articleId, source, page, t }));
  return { view, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function CommentAll({ loaderData }: Route.ComponentProps) {
  return <Comments view={loaderData.view} />;
}
