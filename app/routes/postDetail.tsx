import { data } from 'react-router';
import { Comments } from '~/features/comments/Comments';
import { loadCommentsFoot } from '~/features/comments/loadComments.server';
import { loadPost } from '~/features/circle/loadPost.server';
import { PostPage } from '~/features/circle/PostPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { readCatalog } from '~/i18n/catalogText';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/postDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

// no top bar: the page leads with its circle, and the circle's page has the way home
export const handle = { catalogs: ['circle', 'lists', 'comments', 'uploads'] } satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const shareMode = pageModesFrom(url.searchParams).share;
  const { post } = await fromPublisher(() => loadPost(id, t).then((found) => ({ post: found })));
  // nothing every visitor may see (unknown, or held or rejected: its author's alone): a 404 for everyone, whose page
  // reads the post again as the signed-in reader, so its author sees it marked
  if (!post) return data({ id, post, comments: undefined, catalog }, { status: 404 });
  // a post's comments are the comments area's, source 6 under the post's id; a private circle's are its members',
  // read in the browser (the public reads leave them out)
  const foot = await loadCommentsFoot({ articleId: id, source: 6, shareMode, t });
  const comments = post.post ? foot : { ...foot, membersOnly: true };
  return { id, post, comments, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  const text = data.post?.post?.text.trim().slice(0, 30);
  return [{ title: pageTitle(matches, text || readCatalog(data.catalog)['circle.postTitle']) }];
}

// the publisher away (503): the root's error page, with its way home
export default function PostDetail({ loaderData }: Route.ComponentProps) {
  const { id, post, comments } = loaderData;
  return <PostPage id={id} data={post} moment={false} foot={comments && <Comments view={comments} />} />;
}
