// Where the page runs (spec §1). Only this module reads the user agent.

export type RunContext = 'app' | 'messenger' | 'browser';

/** The native app's webview UA ends with `xiangyuapp` (PUBLISHER_API §2.9); the messenger's carries MicroMessenger. */
export function detectContext(userAgent: string): RunContext {
  if (/xiangyuapp\s*$/i.test(userAgent)) return 'app';
  if (/MicroMessenger/i.test(userAgent)) return 'messenger';
  return 'browser';
}

/** iPhone and iPad (iPadOS asks for desktop pages, but the messenger's UA still names the device). */
export function detectIOS(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
