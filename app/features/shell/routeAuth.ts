// Routes that require auth say so in their `handle` (spec §2: the vote pages); the start-up guard reads it.
import type { UIMatch } from 'react-router';

export interface AuthHandle {
  /** spec §4: in auth mode 1, this page fetches auth info before it runs */
  requiresAuth?: boolean;
}

export function routeRequiresAuth(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as AuthHandle | undefined)?.requiresAuth === true);
}
