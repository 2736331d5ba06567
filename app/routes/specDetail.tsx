import { data } from 'react-router';
import { Comments } from '~/features/comments/Comments';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadSpecialTopic } from '~/features/topic/loadSpecialTopic.server';
import { WrongTypePage } from '~/features/topic/Notice';
import { SpecialTopicPage } from '~/features/topic/SpecialTopicPage';
import { interactionBar } from '~/features/ui/interaction/interactionBar';
import { useI18n } from '~/i18n/context';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/specDetail';
import { optionalId } from './params';
import { fromPublisher, notFound } from './responses';

export const handle = {
  catalogs: ['topic', 'lists', 'interaction', 'comments', 'uploads'],
  title: 'topic.special.title',
} satisfies RouteHandle;

/**
 * `linkID` the topic's column (a topic item's linkID), `id` its article; one segment alone is the article (React
 * Router fills the last optional parameter), whose linkID names the topic. The article's comments and like bar
 * come with it; a topic opened by its column alone has neither.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const linkId = optionalId(params.linkID);
  const fileId = optionalId(params.id);
  if (!linkId && !fileId) throw notFound();
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const share = pageModesFrom(url.searchParams).share;
  const canonical = `${url.origin}${url.pathname}`;
  const [view, comments] = await Promise.all([
    fromPublisher(() => loadSpecialTopic({ linkId, fileId, t, canonical, share })),
    fileId ? loadCommentsFoot({ articleId: fileId, source: 0, shareMode: share, t }) : undefined,
    interactionBar.preload(),
  ]);
  const foot = comments && view.kind === 'topic' ? closedIf(comments, view.commentsClosed) : undefined;
  return data({ view, comments: foot, catalog });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, page?.view.title) }];
}

export default function SpecDetail({ loaderData: { view, comments } }: Route.ComponentProps) {
  const { t } = useI18n();
  if (view.kind === 'wrongType') return <WrongTypePage view={view} message={t('topic.wrongType')} />;
  return <SpecialTopicPage topic={view} foot={comments && <Comments view={comments} />} />;
}
