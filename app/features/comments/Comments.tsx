import { Suspense } from 'react';
import { preloadedLazy } from '~/features/ui/island/preloadedLazy';
import type { CommentsView } from './commentView';

/** The comment section's code: rendered in full on the server, loaded in the browser after the first paint. */
export const commentsIsland = preloadedLazy(() => import('./CommentsSection'));

/**
 * The comments at the foot of a content page, in one line: `<Comments view={data.comments} />`, with the view from
 * `loadCommentsFoot` in the loader (which also preloads the section for the server render).
 */
export function Comments({ view }: { view: CommentsView }) {
  return (
    <Suspense fallback={null}>
      <commentsIsland.Component view={view} />
    </Suspense>
  );
}
