// What the gallery's and the video's pages share (imageDetail, videoDetail): the article read beside its comment foot
// and the like bar's code; an article of another type is a 404 that says where it belongs; a draft shows only with the
// CMS's preview token, as on newsDetail, and is never cached.
import { data } from 'react-router';
import type { ArticleRequest } from '~/features/article/loadArticle.server';
import type { WrongTypeView } from '~/features/article/media/mediaView';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { interactionBar } from '~/features/ui/interaction/interactionBar';
import type { CatalogArea } from '~/i18n/messages.server';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import { optionalId, previewTokenFrom, requiredId } from './params';
import { fromPublisher } from './responses';

interface MediaView {
  kind: 'gallery' | 'video';
  preview: boolean;
  commentsClosed: boolean;
}

export async function loadMediaDetail<View extends MediaView>(
  { request, params, url }: { request: Request; params: { id?: string; columnId?: string }; url: URL },
  catalogs: readonly CatalogArea[],
  load: (article: ArticleRequest) => Promise<View | WrongTypeView | null>,
) {
  const modes = pageModesFrom(url.searchParams);
  const { t, catalog } = requestCatalog(request, catalogs);
  const id = requiredId(params.id);
  const [view, comments] = await Promise.all([
    fromPublisher(() =>
      load({
        id,
        columnId: optionalId(params.columnId),
        previewAsked: modes.preview,
        previewToken: previewTokenFrom(url.searchParams),
        share: modes.share,
        canonical: `${url.origin}${url.pathname}`,
        t,
      }),
    ),
    loadCommentsFoot({ articleId: id, source: 0, shareMode: modes.share, t }),
    interactionBar.preload(),
  ]);
  if (view.kind === 'wrongType') return data({ ...(view as WrongTypeView), catalog }, { status: 404 });
  const media = view as View;
  const headers = media.preview ? { 'Cache-Control': 'private, no-store' } : undefined;
  return data(
    { ...media, comments: closedIf(comments, media.commentsClosed), catalog },
    headers && { headers },
  );
}
