import { Comments } from '~/features/comments/Comments';
import { loadCommentsFoot } from '~/features/comments/loadComments.server';
import { loadPost } from '~/features/circle/loadPost.server';
import { PostPage } from '~/features/circle/PostPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { readCatalog } from '~/i18n/catalogText';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/friendsCircleDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

// no top bar: the page leads with its circle, and the circle's page has the way home
export const handle = { catalogs: ['circle', 'lists', 'comments', 'uploads'] } satisfies RouteHandle;

/**
 * A member's moment shared out of a circle (docs/circle.md): the post's share landing, opened by people outside the
 * circle: the post, its likes and comments to read (no comment box: the shared page offers no member control), and
 * its circle to join.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const shareMode = true;
  const post = await fromPublisher(() => loadPost(id, t));
  // a post's comments are the comments area's, source 6 under the post's id; a locked post shows none
  const comments = post.post ? await loadCommentsFoot({ articleId: id, source: 6, shareMode, t }) : undefined;
  return { id, post, comments, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  const text = data.post.post?.text.trim().slice(0, 30);
  return [{ title: pageTitle(matches, text || readCatalog(data.catalog)['circle.momentTitle']) }];
}

// an unknown post (404) or the publisher away (503): the root's error page, with its way home
export default function FriendsCircleDetail({ loaderData }: Route.ComponentProps) {
  const { id, post, comments } = loaderData;
  return <PostPage id={id} data={post} moment foot={comments && <Comments view={comments} />} />;
}
