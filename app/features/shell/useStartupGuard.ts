// spec §4 in the browser: the start-up guard after hydration and after every route change, when the browser
// is idle. The publisher client arrives by dynamic import, so the guard costs a page no first-load bytes.
// (The server runs the same guard with its own identity before rendering.)
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { runStartupGuard } from '~/platform/startupGuard';
import { routeRequiresAuth } from './routeAuth';
import type { whenIdle } from './whenIdle';

export async function guardRoute(requiresAuth: boolean): Promise<void> {
  try {
    // imported where it is used, not through a helper module: a helper imported here as well as from the article
    // page would split into a chunk of its own, one more request (and ~0.1 KB) on every article's first load
    const { browserCore } = await import('~/platform/publisher.client');
    await runStartupGuard(browserCore().session, { requiresAuth });
  } catch (error) {
    // the page is already on screen from the server; the next call that needs a token retries the guard's steps
    console.warn('start-up guard:', error instanceof Error ? error.message || error.name : error);
  }
}

/** `schedule` is whenIdle, handed down by IdleShell (see DeferredShell for why it is not imported). */
export function useStartupGuard(schedule: typeof whenIdle): void {
  const { key } = useLocation();
  const requiresAuth = routeRequiresAuth(useMatches());
  useEffect(() => schedule(() => void guardRoute(requiresAuth)), [schedule, key, requiresAuth]);
}
