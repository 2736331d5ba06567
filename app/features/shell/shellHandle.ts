// Which pages show the top bar: every page outside the native app (docs/wayfinding.md), unless its route's
// `handle` says `topBar: false` (a page that fills the screen with a way out of its own).
import type { UIMatch } from 'react-router';
import type { RouteHandle } from './routeHandle';

export function showsTopBar(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.every((match) => (match.handle as RouteHandle | undefined)?.topBar !== false);
}
