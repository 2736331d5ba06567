import { sanitizeArticleBody } from '~/features/article/sanitize.server';
import { loadNotice } from '~/features/circle/loadNotice.server';
import { NoticePage } from '~/features/circle/NoticePage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/noticeDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['circle'],
  title: 'circle.noticeTitle',
} satisfies RouteHandle;

export async function loader({ request, url }: Route.LoaderArgs) {
  // the spec's noticeDetail.html carries the notice in the query: ?id=
  const id = requiredId(url.searchParams.get('id') ?? undefined);
  const { catalog } = requestCatalog(request, handle.catalogs);
  // a keeper's notice is HTML: cut to the article allow-list (it places no media)
  const sanitize = (html: string) => sanitizeArticleBody(html, { images: [], videos: [] });
  const notice = await fromPublisher(() => loadNotice(id, sanitize));
  return { notice, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function NoticeDetail({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
