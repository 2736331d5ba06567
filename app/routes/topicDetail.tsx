import { sanitizeArticleBody } from '~/features/article/sanitize.server';
import { loadTopic } from '~/features/ask/loadTopic.server';
import { TopicPage } from '~/features/ask/TopicPage';
import { Comments } from '~/features/comments/Comments';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/topicDetail';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

// subscription: the follow button's words; uploads: the ask box's and the comment box's picture widget (loaded with
// the box); comments: the topic's own comments
export const handle = {
  catalogs: ['ask', 'lists', 'subscription', 'uploads', 'comments'],
  title: 'ask.topicTitle',
} satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const order = url.searchParams.get('tab') === 'hot' ? 'hot' : 'latest';
  const page = queryNumber(url.searchParams, 'page') ?? 0;
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  // the topic's text is article HTML: cut to the same allow-list (it places no media)
  const sanitize = (html: string) => sanitizeArticleBody(html, { images: [], videos: [] });
  const [topic, comments] = await Promise.all([
    fromPublisher(() => loadTopic({ id, order, page, sanitize, t })),
    // a topic's own comments are source 7 (ours: publisher/app-if/ask/read.ts)
    loadCommentsFoot({ articleId: id, source: 7, shareMode: pageModesFrom(url.searchParams).share, t }),
  ]);
  return { topic, comments: closedIf(comments, topic.commentsClosed), catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, data.topic.title) }];
}

export default function TopicDetail({ loaderData }: Route.ComponentProps) {
  return <TopicPage topic={loaderData.topic} foot={<Comments view={loaderData.comments} />} />;
}
