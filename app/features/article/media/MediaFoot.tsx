import { Suspense, type ReactNode } from 'react';
import { Interaction } from '~/features/ui/interaction/Interaction';
import { RememberRead } from '~/features/ui/readingHistory/RememberRead';
import type { ArticleView } from '../articleView';
import { relatedIsland } from '../relatedIsland';

/**
 * Under a gallery's or a video's text, as under an article: the like and share bar, the ads and the related articles (an
 * island: their code loads after the first paint, loadArticle preloads it), then what the route puts last (comments).
 */
export function MediaFoot({ article, foot }: { article: ArticleView; foot?: ReactNode }) {
  return (
    <>
      {article.interaction && <Interaction target={article.interaction} />}
      {!article.preview && <RememberRead id={article.id} title={article.title} />}
      <Suspense fallback={null}>
        <relatedIsland.Component
          entries={article.related}
          recommended={article.recommended}
          ads={article.ads}
        />
      </Suspense>
      {foot}
    </>
  );
}
