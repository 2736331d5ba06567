// A printed article (docs/paper.md) read as an article: the paper's own call (getPaperArticle), then the news
// detail's presentation (the body sanitised the same way, pictures, the interaction bar), with the way back to
// the page it is printed on. Its neighbours on the page are that page's list, so no related lists here.
import { publisherForServer } from '~/api/server';
import { paperHref } from '~/lib/paperPaths';
import type { ArticleRequest } from './loadArticle.server';
import { presentArticle } from './loadArticle.server';
import type { ArticleView } from './articleView';

/** null: not a printed article (or a draft without the CMS's token). */
export async function loadPaperArticle(request: ArticleRequest): Promise<ArticleView | null> {
  const publisher = publisherForServer();
  const [config, article] = await Promise.all([
    publisher.session.getConfig(),
    publisher.paper.article({
      id: request.id,
      preview: request.previewAsked,
      previewToken: request.previewToken,
    }),
  ]);
  if (!article) return null;
  const view = presentArticle(
    {
      config,
      // the 引题 is the article's lead title, as the news detail draws it
      article: { ...article, leadTitle: article.leadTitle || article.introTitle, related: [] },
      related: [],
      recommended: [],
    },
    request,
  );
  const { paperId, date, pageNumber } = article;
  if (paperId === undefined || !/^\d{8}$/.test(date) || !pageNumber) return view;
  return {
    ...view,
    paperPage: {
      href: paperHref.page({ date, paperId, number: pageNumber }),
      label: request.t('article.backToPaperPage', { number: pageNumber, name: article.pageName }).trim(),
    },
  };
}
