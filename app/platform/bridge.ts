// The native app's link schemes (spec §1: toast and login are handed to the app). Documented in
// docs/native-bridge.md; this is the only place that spells them. Loaded only inside the app (platform.ts).

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

/**
 * Opens a link in a hidden frame of its own (as WebViewJavascriptBridge does), so the page itself never leaves even
 * when the app lets the navigation through; the app's navigation policy sees every `xyapp://` load, of any frame.
 */
export function openAppLink(link: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'app';
  frame.src = link;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), 1_000);
}
