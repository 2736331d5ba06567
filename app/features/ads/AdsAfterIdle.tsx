import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '~/features/shell/whenIdle';

const AdsLater = lazy(() => import('./AdsLater'));

/**
 * What ads do in the browser (the ad event; on home the start page), loaded once the page is idle so the first
 * load carries only this. `ads` names the ads on the page, so a navigation that brings others watches them too.
 */
export function AdsAfterIdle({ ads, startPage = false }: { ads: string; startPage?: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <AdsLater ads={ads} startPage={startPage} />
    </Suspense>
  ) : null;
}
