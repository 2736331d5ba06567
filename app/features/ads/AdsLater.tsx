import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

const StartPage = lazy(() => import('./StartPage'));

/** After idle (AdsAfterIdle): the ad event watches the page's ads; on home, the start page when it may show. */
export default function AdsLater({ ads, startPage }: { ads: string; startPage: boolean }) {
  const [showStart, setShowStart] = useState(false);
  useEffect(() => {
    if (ads) void import('./adEvents.client').then((m) => m.watchAds());
  }, [ads]);
  useEffect(() => {
    if (startPage) void import('./startPage.client').then((m) => m.startPageWanted() && setShowStart(true));
  }, [startPage]);
  const done = useCallback(() => setShowStart(false), []);
  return showStart ? (
    <Suspense fallback={null}>
      <StartPage onDone={done} />
    </Suspense>
  ) : null;
}
