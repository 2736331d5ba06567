// The one object features ask about where they run (ARCHITECTURE: never sniff the user agent elsewhere).
// Toasts and the login screen are handed to the native app there; in a browser the shell registers its own.
import { createNativeBridge, type NativeBridge } from './bridge';
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

export interface Platform {
  readonly context: RunContext;
  readonly isNativeApp: boolean;
  readonly isMessenger: boolean;
  readonly isBrowser: boolean;
  readonly bridge: NativeBridge;
  toast(text: string): void;
  notice(key: NoticeKey): void;
  openLogin(): void;
  /** the shell registers its toast, login navigation and translator once mounted */
  setHandlers(handlers: Partial<PlatformHandlers>): void;
}

export function createPlatform(userAgent: string, openLink: (link: string) => void): Platform {
  const context = detectContext(userAgent);
  const bridge = createNativeBridge(openLink);
  const handlers: PlatformHandlers = { toast: () => {}, openLogin: () => {}, translate: (key) => key };
  const inApp = context === 'app';
  const toast = (text: string) => (inApp ? bridge.toast(text) : handlers.toast(text));
  return {
    context,
    isNativeApp: inApp,
    isMessenger: context === 'messenger',
    isBrowser: context === 'browser',
    bridge,
    toast,
    notice: (key) => toast(handlers.translate(key)),
    openLogin: () => (inApp ? bridge.login() : handlers.openLogin()),
    setHandlers: (next) => Object.assign(handlers, next),
  };
}

let current: Platform | undefined;

/** The page's platform; on the server (no navigator) it is a plain browser that does nothing. */
export function platform(): Platform {
  current ??= createPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent, (link) => {
    if (typeof window !== 'undefined') window.location.href = link;
  });
  return current;
}
