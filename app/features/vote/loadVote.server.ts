// A vote page's data, fetched and shaped on the server: the rules sanitised, a tab's page of options or a search.
import { publisherForServer } from '~/api/server';
import type { Vote, VoteOption } from '~/api/vote/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { formatCount, formatTally } from '~/lib/count';
import type { OptionDetailView, OptionView, VoteItemData, VotePageData, VoteView } from './voteView';

/** The rules' allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

/** `tag`: the reader's language (BCP 47): an option's tally is its real number, grouped as that language does. */
const optionView = (o: VoteOption, tag: string): OptionView => {
  const { picture, ...rest } = o;
  const safe = pictureUrl(picture);
  return { ...rest, ...(safe ? { picture: safe } : {}), countText: formatTally(o.count, tag) };
};

/** A tally as the page shows it, for a count that changed in the browser (`?countOf=`). */
export const countText = (count: number, tag: string) => ({
  countOf: count,
  countText: formatTally(count, tag),
});

/** null: no such vote. Throws the client's PublisherError when the publisher fails. */
export async function loadVote(
  q: { id: number; themeId?: number; query?: string; page: number },
  sanitize: Sanitize,
  tag: string,
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
  return {
    vote: voteView(vote, sanitize),
    themeId,
    query,
    options: { ...options, items: options.items.map((o) => optionView(o, tag)) },
  };
}

function voteView(vote: Vote, sanitize: Sanitize): VoteView {
  const { html, headImage, ...rest } = vote;
  const head = pictureUrl(headImage);
  return {
    ...rest,
    ...(head ? { headImage: head } : {}),
    rulesHtml: sanitize(html),
    optionCountText: formatCount(vote.optionCount),
    totalVotesText: formatCount(vote.totalVotes),
  };
}

/**
 * An option's detail page (voteItemDetail) with its vote, for voting from there. null: no such option, or not
 * one of `voteId` when the address names a vote. `sanitize` cuts the option's introduction.
 */
export async function loadVoteItem(
  q: { optionId: number; voteId?: number },
  sanitize: Sanitize,
  tag: string,
): Promise<VoteItemData | null> {
  const publisher = publisherForServer();
  const option = await publisher.vote.option(q.optionId);
  if (!option || (q.voteId !== undefined && option.voteId !== q.voteId)) return null;
  const vote = await publisher.vote.vote(option.voteId);
  if (!vote) return null;
  const { html, themeName, ...rest } = option;
  const detail: OptionDetailView = { ...optionView(rest, tag), themeName, introHtml: sanitize(html) };
  // the option's page does not show the vote's rules: none are sent
  return { vote: voteView(vote, () => ''), option: detail };
}
