// Routes that require auth say so in their `handle` (spec §2: the vote pages); the start-up guard reads it.
import type { UIMatch } from 'react-router';
import type { RouteHandle } from './routeHandle';

export function routeRequiresAuth(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.requiresAuth === true);
}
