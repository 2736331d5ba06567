import { sanitizeArticleBody } from '~/features/article/sanitize.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { CallList } from '~/features/submission/CallList';
import { CallPage } from '~/features/submission/CallPage';
import { loadCall, loadCalls } from '~/features/submission/loadCall.server';
import { matchedCatalog, readCatalog } from '~/i18n/catalogText';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/seekArticleDetail';
import { optionalId, queryNumber } from './params';
import { fromPublisher } from './responses';

// uploads: the 投稿 form's upload widget speaks its own words
export const handle = {
  title: 'submission.title',
  catalogs: ['submission', 'uploads'],
} satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // seekArticleDetail/<id>.html or seekArticleDetail/<linkID>/<id>.html: the last segment is the call;
  // seekArticleDetail.html the calls
  const linkId = optionalId(params.linkID);
  const id = optionalId(params.id) ?? linkId;
  const { catalog } = requestCatalog(request, handle.catalogs);
  if (id === undefined) {
    // the publisher reads 500 pages at most: past that there is nothing to list
    const number = Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500);
    return { call: null, list: await fromPublisher(() => loadCalls(number)), number, catalog };
  }
  // the detail is article HTML: cut to the same allow-list (no media placed)
  const sanitize = (html: string) => sanitizeArticleBody(html, { images: [], videos: [] });
  return { call: await fromPublisher(() => loadCall(id, sanitize)), list: null, number: 0, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  const title = data.call?.title ?? readCatalog(matchedCatalog(matches))['submission.listTitle'];
  return [{ title: pageTitle(matches, title) }];
}

export default function SeekArticleDetail({ loaderData }: Route.ComponentProps) {
  const { call, list, number } = loaderData;
  return call ? <CallPage call={call} /> : list && <CallList page={list} number={number} />;
}
