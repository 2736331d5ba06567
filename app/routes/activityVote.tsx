import { sanitizeArticleBodyMemo } from '~/features/article/sanitize.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { countText, loadVote } from '~/features/vote/loadVote.server';
import { VotePage } from '~/features/vote/VotePage';
import { voteItemHref } from '~/features/vote/voteView';
import { locales } from '~/i18n/locales';
import { requestCatalog, requestLanguage } from '~/i18n/request.server';
import type { Route } from './+types/activityVote';
import { optionalId, queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  title: 'vote.title',
  catalogs: ['vote'],
  requiresAuth: true,
  firstLoadBudgetKB: 110,
  budgetReason:
    'issue 13: the vote page with 500 options (tabs, search, paged list, counts kept live after a vote) may take 110 KB',
} satisfies RouteHandle;

/** Far past any vote's options (500 is 25 pages); a larger page is a probe. */
const maxPage = 100;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // activityVote/<id>.html or activityVote/<linkID>/<id>.html: the last segment is the vote
  optionalId(params.linkID);
  const id = requiredId(params.voteId ?? params.linkID);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const { tag } = locales[requestLanguage(request)];
  const sanitize = (html: string) => sanitizeArticleBodyMemo(-id, html, { images: [], videos: [] });
  const data = await fromPublisher(() =>
    loadVote(
      {
        id,
        themeId: queryNumber(url.searchParams, 'tab'),
        query: url.searchParams.get('q') ?? '',
        page: Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage),
      },
      sanitize,
      tag,
    ),
  );
  const countOf = queryNumber(url.searchParams, 'countOf');
  return { ...data, catalog, ...(countOf === undefined ? {} : countText(countOf, tag)) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches) }, { name: 'description', content: data.vote.title }];
}

export default function ActivityVote({ loaderData }: Route.ComponentProps) {
  return <VotePage data={loaderData} optionHref={voteItemHref} />;
}
