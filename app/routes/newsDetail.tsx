import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { isPublisherError } from '~/api/errors';
import { ArticleError } from '~/features/article/ArticleError';
import { ArticlePage } from '~/features/article/ArticlePage';
import { loadArticle } from '~/features/article/loadArticle.server';
import { requestTranslator } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/newsDetail';

/** Ids are whole numbers; anything else names no article. */
function idFrom(value: string | undefined): number | undefined {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

const notFound = () => data(null, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const columnId = params.columnId === undefined ? undefined : idFrom(params.columnId);
  if (id === undefined || (params.columnId !== undefined && columnId === undefined)) throw notFound();

  const url = new URL(request.url);
  const modes = pageModesFrom(url.searchParams);
  const { t } = requestTranslator(request);
  try {
    const article = await loadArticle({
      id,
      columnId,
      previewAsked: modes.preview,
      share: modes.share,
      canonical: `${url.origin}${url.pathname}`,
      t,
    });
    if (!article) throw notFound();
    // a preview is for the newsroom's eyes only: never stored by a shared cache
    return data(article, article.preview ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined);
  } catch (error) {
    if (isPublisherError(error)) throw data(null, { status: 503 });
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: article, matches }: Route.MetaArgs) {
  // no article: the 404/503 page, which the root's meta has already titled with the shell's errorTitle
  // (reused rather than imported, so this route's first load carries no error-page code)
  if (!article) return matches[0]?.meta ?? [];
  const { title, description, image, canonical } = article.meta;
  const lead = article.leadImage;
  return [
    { title },
    // the first picture is usually the LCP element: asked for from the head, ahead of stylesheets and scripts
    ...(lead
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: lead.src,
            fetchPriority: 'high',
            ...(lead.srcSet ? { imageSrcSet: lead.srcSet, imageSizes: lead.sizes ?? '' } : {}),
          },
        ]
      : []),
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(article.preview ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return <ArticleError notFound={error.status === 404} />;
  }
  throw error;
}
