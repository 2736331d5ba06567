// The browser's side of spec §8: reload on 1004 (at most 3 times a session), the native app's token
// refresh on 10111, and clearing the user then showing login on 10102/10103.
import type { StatusReactions } from '../api/reactions';
import type { Platform } from './platform';
import type { KeyValueStorage } from './storage';

export const authRetryKey = 'authRetryCount';
export const authRetryLimit = 3;
export const appTokenToastDelayMs = 800;
export const loginAfterMs = 1_000;
/** spec §8: parallel 10111s ask the app for one refresh (the page's calls fail together) */
export const refreshGapMs = 1_000;

export interface BrowserReactionDeps {
  platform: Platform;
  /** sessionStorage: the 1004 count lasts as long as the tab */
  session: KeyValueStorage;
  reload: () => void;
  /** drops the member's tokens the page keeps (the app's own copy too) */
  signOut: () => void;
  setTimer?: (run: () => void, ms: number) => void;
  now?: () => number;
}

export function createBrowserReactions(deps: BrowserReactionDeps): StatusReactions {
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  const now = deps.now ?? Date.now;
  const { platform } = deps;
  let refreshAskedAt = Number.NEGATIVE_INFINITY;
  return {
    inNativeApp: platform.isNativeApp,
    authInvalid: () => {
      const count = (Number(deps.session.getItem(authRetryKey)) || 0) + 1;
      deps.session.setItem(authRetryKey, String(count));
      // past the limit the code is ignored: reloading again would loop forever
      if (count <= authRetryLimit) deps.reload();
      return false;
    },
    tokenInvalidInApp: () => {
      if (now() - refreshAskedAt < refreshGapMs) return;
      refreshAskedAt = now();
      // the reader is told 800 ms after the app was asked
      void platform.app
        .refreshToken()
        .then(() => setTimer(() => platform.notice('loginExpiredReenter'), appTokenToastDelayMs));
    },
    memberInvalid: () => {
      deps.signOut();
      const cleared = platform.isNativeApp ? platform.app.clearUser() : Promise.resolve();
      void cleared.then(() => setTimer(() => platform.openLogin(), loginAfterMs));
    },
  };
}
