// Which pages show the top bar: the routes whose `handle` carries it (spec §2: home, its alias, login, …).
import type { ComponentType } from 'react';
import type { UIMatch } from 'react-router';
import type { RouteHandle } from './routeHandle';
import type { ShellSite } from './shellData';

/** The top bar for these matches, or undefined when the page shows none. */
export function topBarFor(
  matches: readonly Pick<UIMatch, 'handle'>[],
): ComponentType<{ site: ShellSite }> | undefined {
  return matches.reduce<ComponentType<{ site: ShellSite }> | undefined>(
    (bar, match) => (match.handle as RouteHandle | undefined)?.topBar ?? bar,
    undefined,
  );
}
