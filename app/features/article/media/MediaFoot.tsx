import { Suspense, type ReactNode } from 'react';
import { Interaction } from '~/features/ui/interaction/Interaction';
import { RememberRead } from '~/features/ui/readingHistory/RememberRead';
import type { DockComments } from '~/features/ui/interaction/InteractionBar';
import type { ArticleView } from '../articleView';
import { relatedIsland } from '../relatedIsland';

/**
 * Under a gallery's or a video's text, as under an article: the like and share bar, the ads and the related articles (an
 * island: their code loads after the first paint, loadArticle preloads it), then what the route puts last (comments).
 * With `dock` (a video; outside share mode) the bar is the action bar at the foot of the screen, placed just above
 * the comments as on an article (ArticlePage, docs/interaction.md).
 */
export function MediaFoot({
  article,
  foot,
  dock,
}: {
  article: ArticleView;
  foot?: ReactNode;
  dock?: DockComments;
}) {
  const docked = dock !== undefined && article.interaction?.shareMode === false;
  return (
    <>
      {article.interaction && !docked && <Interaction target={article.interaction} />}
      {!article.preview && <RememberRead id={article.id} title={article.title} />}
      <Suspense fallback={null}>
        <relatedIsland.Component
          entries={article.related}
          recommended={article.recommended}
          ads={article.ads}
        />
      </Suspense>
      {article.interaction && docked && <Interaction target={article.interaction} dock={dock} />}
      {foot}
    </>
  );
}
