// The spec's activityVoteWeb: the same vote page as activityVote, behind the same login (spec §6), without its fixed
// title 投票活动详情: the page is titled by the vote itself (docs/vote-record.md, "The vote's addresses").
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { VotePage } from '~/features/vote/VotePage';
import { voteItemHref } from '~/features/vote/voteView';
import type { Route } from './+types/activityVoteWeb';

export { loader } from './activityVote';

export const handle = {
  catalogs: ['vote'],
  requiresAuth: true,
  firstLoadBudgetKB: 110,
  budgetReason: 'issue 13: the same vote page as activityVote, with its 110 KB',
} satisfies RouteHandle;

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, data.vote.title) }, { name: 'description', content: data.vote.title }];
}

export default function ActivityVoteWeb({ loaderData }: Route.ComponentProps) {
  return <VotePage data={loaderData} optionHref={voteItemHref} />;
}
