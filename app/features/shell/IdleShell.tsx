// The root's one door to the shell parts nobody needs for the first paint (toast, back-to-top, the
// open-elsewhere overlay, platform handlers, the browser's start-up guard): they load by dynamic import
// once the browser is idle after hydration, so the article page's first-load budget never pays for them.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

const DeferredShell = lazy(() => import('./DeferredShell').then((m) => ({ default: m.DeferredShell })));

export function IdleShell() {
  // false on the server and at hydration, so both render nothing here and hydration matches
  const [idle, setIdle] = useState(false);
  // a transition, so rendering the deferred parts yields to a tap like hydration does instead of running at once
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle ? (
    <Suspense>
      <DeferredShell whenIdle={whenIdle} />
    </Suspense>
  ) : null;
}
