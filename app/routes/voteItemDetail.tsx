import { sanitizeArticleBodyMemo } from '~/features/article/sanitize.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { countText, loadVoteItem } from '~/features/vote/loadVote.server';
import { VoteItemPage } from '~/features/vote/VoteItemPage';
import { locales } from '~/i18n/locales';
import { requestCatalog, requestLanguage } from '~/i18n/request.server';
import type { Route } from './+types/voteItemDetail';
import { queryNumber, requiredId } from './params';
import { fromPublisher, notFound } from './responses';

export const handle = { title: 'vote.detail', catalogs: ['vote'], requiresAuth: true } satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // voteItemDetail/<option>.html, …/<vote>/<option>.html or …/<id>/<vote>/<option>.html: the last is the option
  const given = [params.id, params.voteId, params.optionId].filter((p) => p !== undefined).map(requiredId);
  const optionId = given.at(-1);
  if (optionId === undefined) throw notFound();
  const voteId = given.at(-2);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const { tag } = locales[requestLanguage(request)];
  const data = await fromPublisher(() =>
    loadVoteItem(
      { optionId, ...(voteId ? { voteId } : {}) },
      // an option's introduction is article HTML: the same allow-list (no media placeholders here)
      (html) => sanitizeArticleBodyMemo(-optionId, html, { images: [], videos: [] }),
      tag,
    ),
  );
  const countOf = queryNumber(url.searchParams, 'countOf');
  return { ...data, catalog, ...(countOf === undefined ? {} : countText(countOf, tag)) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, data.option.name) }, { name: 'description', content: data.vote.title }];
}

export default function VoteItemDetail({ loaderData }: Route.ComponentProps) {
  return <VoteItemPage data={loaderData} voteHref={`/activityVote/${loaderData.vote.id}.html`} />;
}
