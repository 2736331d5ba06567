// The member token supplied by the native app (spec §6 "through the native app (token supplied by the app)"):
// `window.xyAppUser` set before the page's scripts run, and `window.xyBridge.setUser(user)` whenever the app has a
// new one (after the page asked for xyapp://refreshToken). The contract is docs/native-bridge.md.
import { rec, str } from '../api/lenient';
import { tokenTtlMs, type TokenStore } from './tokens';

export interface AppUser {
  uid: string;
  accessToken: string;
  refreshToken: string;
}

/** The app's user as an object or its JSON text; undefined when it names nobody. */
export function parseAppUser(raw: unknown): AppUser | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const o = rec(value);
  const uid = str(o.uid ?? o.userId).trim();
  const accessToken = str(o.accessToken ?? o.token).trim();
  if (!/^\d{1,16}$/.test(uid) || !accessToken) return undefined;
  return { uid, accessToken, refreshToken: str(o.refreshToken) };
}

/** Takes the app's member as the page's; false (and nothing changed) for anything else. */
export function adoptAppUser(tokens: TokenStore, raw: unknown, now: number = Date.now()): boolean {
  const user = parseAppUser(raw);
  if (!user) return false;
  tokens.setMember(
    { accessToken: user.accessToken, refreshToken: user.refreshToken, userId: user.uid },
    now + tokenTtlMs,
  );
  tokens.setAppToken(user.accessToken);
  return true;
}

interface AppWindow {
  xyAppUser?: unknown;
  xyBridge?: { setUser(user: unknown): boolean; clearUser(): void };
}

/** Reads the user the app set before load and opens `xyBridge` for the app's later calls. */
export function installAppUser(win: AppWindow, tokens: TokenStore): void {
  if (win.xyAppUser !== undefined) adoptAppUser(tokens, win.xyAppUser);
  win.xyBridge = {
    setUser: (user) => adoptAppUser(tokens, user),
    clearUser: () => tokens.signOut(),
  };
}
