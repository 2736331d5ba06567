// The native app's link schemes (spec §1: toast and login are handed to the app). Documented in
// docs/native-bridge.md; this is the only place that spells them.

export const bridgeLinks = {
  toast: (message: string) => `xyapp://toast?msg=${encodeURIComponent(message)}`,
  login: () => 'xyapp://login',
  refreshToken: () => 'xyapp://refreshToken',
  clearUser: () => 'xyapp://clearUser',
} as const;

export interface NativeBridge {
  toast(message: string): void;
  login(): void;
  refreshToken(): void;
  clearUser(): void;
}

/** `open` hands a link to the webview, which intercepts the scheme instead of navigating. */
export function createNativeBridge(open: (link: string) => void): NativeBridge {
  return {
    toast: (message) => open(bridgeLinks.toast(message)),
    login: () => open(bridgeLinks.login()),
    refreshToken: () => open(bridgeLinks.refreshToken()),
    clearUser: () => open(bridgeLinks.clearUser()),
  };
}
