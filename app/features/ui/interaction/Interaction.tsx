import { Suspense } from 'react';
import type { DockComments } from './InteractionBar';
import { interactionBar } from './interactionBar';
import type { InteractionTarget } from './target';

/**
 * The one line a content page adds (with `interactionBar.preload()` in its loader and 'interaction' in its catalogs).
 * `dock`: the article's bar at the foot of the screen, with 写评论 and the comment count (docs/interaction.md).
 */
export function Interaction({ target, dock }: { target: InteractionTarget; dock?: DockComments }) {
  return (
    <Suspense fallback={null}>
      <interactionBar.Component target={target} dock={dock} />
    </Suspense>
  );
}
