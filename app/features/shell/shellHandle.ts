// Which pages show the top bar: the routes whose `handle` says `topBar` (spec §2: home, its alias, login).
import type { ComponentType } from 'react';
import type { UIMatch } from 'react-router';
import type { RouteHandle } from './routeHandle';
import type { ShellSite } from './shellData';

export function wantsTopBar(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.topBar === true);
}

type TopBarComponent = ComponentType<{ site: ShellSite }>;
let topBar: TopBarComponent | undefined;

/**
 * The page modules that show the top bar (HomePage, LoginPage) hand it to the shell when they load, so its
 * code and CSS travel with those pages instead of the first load of every page (the article's ~0.6 KB).
 * A route's module always loads before the route renders (hydration, navigation, the server's build), so
 * the root finds it in place, with no lazy loading and no flash.
 */
export function provideTopBar(component: TopBarComponent): void {
  topBar = component;
}

/** The top bar for these matches, or undefined when the page shows none. */
export function topBarFor(matches: UIMatch[]): TopBarComponent | undefined {
  return wantsTopBar(matches) ? topBar : undefined;
}
