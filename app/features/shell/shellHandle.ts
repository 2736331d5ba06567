// Which pages show the top bar: the routes whose `handle` carries it (spec §2: home, its alias, login, …).
import type { UIMatch } from 'react-router';
import type { RouteHandle } from './routeHandle';

/** The top bar for these matches, or undefined when the page shows none. */
export function topBarFor(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle['topBar'] {
  return matches.reduce<RouteHandle['topBar']>(
    (bar, match) => (match.handle as RouteHandle | undefined)?.topBar ?? bar,
    undefined,
  );
}
