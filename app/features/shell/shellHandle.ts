// Which pages show the top bar: spec §2's route table marks home (and its alias) and login.
// Route ids as app/routes.ts names them.
import type { ComponentType } from 'react';
import type { UIMatch } from 'react-router';
import type { ShellSite } from './shellData';

const routesWithTopBar = new Set(['home', 'index', 'routes/login']);

export function wantsTopBar(matches: UIMatch[]): boolean {
  return matches.some((match) => routesWithTopBar.has(match.id));
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
