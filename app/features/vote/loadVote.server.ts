// A vote page's data, fetched and shaped on the server: the rules sanitised, a tab's page of options or a search.
import { publisherForServer } from '~/api/server';
import type { VoteOption } from '~/api/vote/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { formatCount } from '~/lib/count';
import type { OptionView, VotePageData } from './voteView';

/** The rules' allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

const optionView = (o: VoteOption): OptionView => {
  const { picture, ...rest } = o;
  const safe = pictureUrl(picture);
  return { ...rest, ...(safe ? { picture: safe } : {}), countText: formatCount(o.count) };
};

/** A count as the page shows it (spec §5), for a count that changed in the browser (`?countOf=`). */
export const countText = (count: number) => ({ countOf: count, countText: formatCount(count) });

/** null: no such vote. Throws the client's PublisherError when the publisher fails. */
export async function loadVote(
  q: { id: number; themeId?: number; query?: string; page: number },
  sanitize: Sanitize,
): Promise<VotePageData | null> {
  const publisher = publisherForServer();
  const vote = await publisher.vote.vote(q.id);
  if (!vote) return null;
  // an unknown tab reads as the first one: a stale link still shows the vote
  const themeId = vote.themes.find((t) => t.id === q.themeId)?.id ?? vote.themes[0]?.id ?? 0;
  const query = (q.query ?? '').trim().slice(0, 40);
  const options = query
    ? { items: await publisher.vote.searchOptions({ voteId: vote.id, name: query }), page: 0, hasMore: false }
    : await publisher.vote.options({ voteId: vote.id, themeId, page: q.page }).then((p) => ({
        items: p.options,
        page: q.page,
        hasMore: p.hasMore,
      }));
  const { html, headImage, ...rest } = vote;
  const head = pictureUrl(headImage);
  return {
    vote: {
      ...rest,
      ...(head ? { headImage: head } : {}),
      rulesHtml: sanitize(html),
      optionCountText: formatCount(vote.optionCount),
      totalVotesText: formatCount(vote.totalVotes),
    },
    themeId,
    query,
    options: { ...options, items: options.items.map(optionView) },
  };
}
