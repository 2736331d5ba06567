import { lazy, Suspense } from 'react';

// The member's records are read after hydration anyway: their code waits for it too, off 积分明细's first load.
const MyExchanges = lazy(() => import('./MyExchanges').then((m) => ({ default: m.MyExchanges })));

export function LazyExchanges() {
  return (
    <Suspense fallback={null}>
      <MyExchanges />
    </Suspense>
  );
}
