import { Suspense } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { articleErrorIsland } from '~/features/article/articleErrorIsland';
import { ArticlePage } from '~/features/article/ArticlePage';
import { Comments } from '~/features/comments/Comments';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { loadArticle } from '~/features/article/loadArticle.server';
import { loadPaperArticle } from '~/features/article/loadPaperArticle.server';
import { pageTitle } from '~/features/shell/pageTitle';
import { interactionBar } from '~/features/ui/interaction/interactionBar';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/newsDetail';
import { optionalId, previewTokenFrom, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['article', 'lists', 'interaction', 'comments', 'uploads', 'ads'],
} satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const columnId = optionalId(params.columnId);
  const modes = pageModesFrom(url.searchParams);
  // a printed article (docs/paper.md): the paper's own read, its own comments (source 3), its address kept whole
  const paper = url.searchParams.get('paper') === '1';
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  // before anything can fail: a 404 or 503 renders the error island in full on the server
  await articleErrorIsland.preload();
  const [article, comments] = await Promise.all([
    fromPublisher(() =>
      (paper ? loadPaperArticle : loadArticle)({
        id,
        columnId,
        previewAsked: modes.preview,
        previewToken: previewTokenFrom(url.searchParams),
        share: modes.share,
        canonical: `${url.origin}${url.pathname}${paper ? '?paper=1' : ''}`,
        t,
      }),
    ),
    loadCommentsFoot({ articleId: id, source: paper ? 3 : 0, shareMode: modes.share, t }),
    interactionBar.preload(),
  ]);
  // a preview is for the newsroom's eyes only: never stored by a shared cache
  const headers = article.preview ? { 'Cache-Control': 'private, no-store' } : undefined;
  return data(
    { ...article, comments: closedIf(comments, article.commentsClosed), catalog },
    headers && { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: article, matches }: Route.MetaArgs) {
  // no article: the 404/503 page, which the root's meta has already titled with the shell's errorTitle
  // (reused rather than imported, so this route's first load carries no error-page code)
  if (!article) return matches[0]?.meta ?? [];
  // an article's title stands alone, as a shared link shows it
  return [{ title: pageTitle(matches, article.meta.title, { alone: true }) }, ...article.meta.head];
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { comments } = loaderData;
  return <ArticlePage article={loaderData} foot={<Comments view={comments} />} dock={comments} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return (
      <Suspense fallback={null}>
        <articleErrorIsland.Component notFound={error.status === 404} />
      </Suspense>
    );
  }
  throw error;
}
