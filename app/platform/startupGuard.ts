// spec §4 start-up guard, run before each route change (and on the server with its own identity):
// config → auth info when the site requires it and none is saved → anonymous token in token mode.
import type { Session } from '../api/core';

export interface GuardRoute {
  /** the route is marked as requiring auth (the vote pages) */
  requiresAuth: boolean;
}

/** Auth is required in mode 2 everywhere, and in mode 1 on pages marked as requiring it. */
export function authRequired(xyAuth: number, route: GuardRoute): boolean {
  return xyAuth === 2 || (xyAuth === 1 && route.requiresAuth);
}

export async function runStartupGuard(session: Session, route: GuardRoute): Promise<void> {
  const config = await session.config();
  // ensureAuth is a no-op when a token and secret are saved
  if (authRequired(config.xyApi.xyAuth, route)) await session.ensureAuth();
  // likewise ensureAnonymousToken when token mode is off or a security token is stored
  await session.ensureAnonymousToken();
}
