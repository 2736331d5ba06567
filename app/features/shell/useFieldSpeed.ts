import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { whenIdle as WhenIdle } from './whenIdle';

/** The page type web vitals are grouped by: the route's module name (newsDetail, home, …). */
export function pageTypeOf(routeId: string | undefined): string {
  const name = (routeId ?? '').replace(/^routes\//, '').replace(/[^A-Za-z0-9_./-]/g, '');
  return name.slice(0, 64) || 'unknown';
}

/**
 * Field web vitals for the page the reader landed on (platform/webVitals.ts), started once, when the browser is
 * idle after the deferred shell has loaded: the library is never part of a page's first load.
 */
export function useFieldSpeed(whenIdle: typeof WhenIdle): void {
  const matches = useMatches();
  const pageType = pageTypeOf(matches.at(-1)?.id);
  useEffect(
    () =>
      whenIdle(() => {
        void import('~/platform/webVitals')
          .then((m) => m.reportWebVitals(pageType, window.location.pathname))
          .catch(() => {
            // field speed is a nice-to-have: a failed load changes nothing for the reader
          });
      }),
    // the landing page only: the library measures the document's load, not later client-side navigations
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
