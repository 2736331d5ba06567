// qaDetail and newQaDetail: one page, two generations of the same item (the parser is the difference).
import { data } from 'react-router';
import { isPublisherError } from '~/api/errors';
import { loadCommentsFoot } from '~/features/comments/loadComments.server';
import { loadInquiry } from '~/features/qa/loadInquiry.server';
import type { CatalogArea } from '~/i18n/messages.server';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import { requiredId } from './params';

export async function inquiryLoader(
  request: Request,
  idParam: string | undefined,
  generation: 'old' | 'new',
  catalogs: readonly CatalogArea[],
) {
  const id = requiredId(idParam);
  const { t, catalog } = requestCatalog(request, catalogs);
  const shareMode = pageModesFrom(new URL(request.url).searchParams).share;
  const [inquiry, comments] = await Promise.all([
    loadInquiry(id, generation, t),
    // an inquiry's comments are source 5 (Founder's numbering); the publisher takes them once it is public
    loadCommentsFoot({ articleId: id, source: 5, shareMode, t }),
  ]).catch((error: unknown) => {
    if (isPublisherError(error)) throw data(null, { status: 503 });
    throw error;
  });
  // not public (not accepted yet, held, refused) or unknown: a 404 for everyone, whose page reads the asker's own
  // in the browser with their token (the page they are sent to once they submit it); never kept by a shared cache
  if (!inquiry)
    return data(
      { id, inquiry: null, comments: null, catalog },
      { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
    );
  return { id, inquiry, comments, catalog };
}
