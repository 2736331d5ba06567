// What the vote pages draw, shaped on the server (loadVote.server.ts).
import type { Vote, VoteOption, VoteOptionDetail } from '~/api/vote/entities';
import type { ListPage } from '~/features/ui/pager/usePagedList';

/** An option with its count as shown (spec §5 count rules, formatted on the server: no count code in the page). */
export type OptionView = VoteOption & { countText: string };

export interface VoteView extends Omit<Vote, 'html' | 'headImage'> {
  headImage?: string;
  optionCountText: string;
  totalVotesText: string;
  /** the rules, sanitised on the server */
  rulesHtml: string;
}

export interface VotePageData {
  vote: VoteView;
  /** the tab shown (0 when the vote has no tabs) */
  themeId: number;
  /** the search words, '' when not searching */
  query: string;
  /** the tab's options (a page of 20) or the search's results (one page) */
  options: ListPage<OptionView>;
}

/**
 * An option as this reader sees it: the count their own vote answered while the shared read trails it, so a vote
 * never seems to vanish; the shared count as soon as it has caught up (other readers' votes included).
 */
export function withOwnVote<T extends OptionView>(
  option: T,
  own: Pick<OptionView, 'count' | 'rank' | 'countText'> | undefined,
): T {
  return own && own.count > option.count
    ? { ...option, count: own.count, rank: own.rank, countText: own.countText }
    : option;
}

/** An option on its own page: its introduction sanitised on the server. */
export type OptionDetailView = OptionView & Pick<VoteOptionDetail, 'themeName'> & { introHtml: string };

export interface VoteItemData {
  vote: VoteView;
  option: OptionDetailView;
}

/** An option's detail page (voteItemDetail/<voteId>/<optionId>.html). */
export const voteItemHref = (o: Pick<VoteOption, 'voteId' | 'id'>) =>
  `/voteItemDetail/${o.voteId}/${o.id}.html`;

/** The address of a page of a tab's options (`tab`: `theme` is the page's colour theme, spec §2), or of a search (the page's own loader answers both). */
export function voteQuery(q: { themeId?: number; query?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (q.query) params.set('q', q.query);
  else if (q.themeId) params.set('tab', String(q.themeId));
  if (q.page) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
