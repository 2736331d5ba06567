import { Suspense } from 'react';
import { interactionBar } from './interactionBar';
import type { InteractionTarget } from './target';

/** The one line a content page adds (with `interactionBar.preload()` in its loader and 'interaction' in its catalogs). */
export function Interaction({ target }: { target: InteractionTarget }) {
  return (
    <Suspense fallback={null}>
      <interactionBar.Component target={target} />
    </Suspense>
  );
}
