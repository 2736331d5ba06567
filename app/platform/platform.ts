// The one object features ask about where they run (ARCHITECTURE: never sniff the user agent elsewhere).
// Toasts and the login screen are handed to the native app there; in a browser the shell registers its own.
// The bridge to the app (its link schemes, bridge.ts) loads only inside the app, on its first use: a page in a
// plain browser never fetches it.
import type { NativeBridge } from './bridge';
import { detectContext, type RunContext } from './context';

/** Notices the platform itself raises; the shell translates them. */
export type NoticeKey = 'loginExpiredReenter' | 'messengerAuthFailed' | 'messengerUserInfoFailed';

export interface PlatformHandlers {
  /** shows a text toast in the page (the shell's widget) */
  toast(text: string): void;
  /** goes to the site's login page */
  openLogin(): void;
  /** turns a notice key into the reader's language */
  translate(key: NoticeKey): string;
}

/** What only the native app can do for the page (spec §8); nothing happens outside the app. Each settles once
 * the app has been handed the link, so what follows it is timed from there. */
export interface AppCalls {
  refreshToken(): Promise<void>;
  clearUser(): Promise<void>;
}

export interface Platform {
  readonly context: RunContext;
  readonly isNativeApp: boolean;
  readonly isMessenger: boolean;
  readonly isBrowser: boolean;
  readonly app: AppCalls;
  toast(text: string): void;
  notice(key: NoticeKey): void;
  openLogin(): void;
  /** the shell registers its toast, login navigation and translator once mounted */
  setHandlers(handlers: Partial<PlatformHandlers>): void;
}

export function createPlatform(userAgent: string, loadBridge: () => Promise<NativeBridge>): Platform {
  const context = detectContext(userAgent);
  const inApp = context === 'app';
  // The shell's toast mounts when the browser is idle (DeferredShell): an action that ends before then (a report
  // sent on a busy phone) keeps its last words here, and they are shown once the toast is there.
  let waitingToast: string | undefined;
  const handlers: PlatformHandlers = {
    toast: (text) => {
      waitingToast = text;
    },
    openLogin: () => {},
    translate: (key) => key,
  };
  let bridge: Promise<NativeBridge> | undefined;
  // calls keep their order: each waits for the one bridge
  const toApp = async (call: (b: NativeBridge) => void) => {
    if (!inApp) return;
    bridge ??= loadBridge();
    call(await bridge);
  };
  const toast = (text: string) => void (inApp ? toApp((b) => b.toast(text)) : handlers.toast(text));
  return {
    context,
    isNativeApp: inApp,
    isMessenger: context === 'messenger',
    isBrowser: context === 'browser',
    app: { refreshToken: () => toApp((b) => b.refreshToken()), clearUser: () => toApp((b) => b.clearUser()) },
    toast,
    notice: (key) => toast(handlers.translate(key)),
    openLogin: () => void (inApp ? toApp((b) => b.login()) : handlers.openLogin()),
    setHandlers: (next) => {
      Object.assign(handlers, next);
      if (next.toast && waitingToast !== undefined) next.toast(waitingToast);
      if (next.toast) waitingToast = undefined;
    },
  };
}

let current: Platform | undefined;

/** The page's platform; on the server (no navigator) it is a plain browser that does nothing. */
export function platform(): Platform {
  current ??= createPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent, () =>
    import('./bridge').then((m) => m.createNativeBridge(m.openAppLink)),
  );
  return current;
}
