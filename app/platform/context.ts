// Where the page runs (spec §1). Only this module reads the user agent.

export type RunContext = 'app' | 'messenger' | 'browser';

/** The native app's webview UA ends with `xiangyuapp` (PUBLISHER_API §2.9); the messenger's carries MicroMessenger. */
export function detectContext(userAgent: string): RunContext {
  if (/xiangyuapp\s*$/i.test(userAgent)) return 'app';
  if (/MicroMessenger/i.test(userAgent)) return 'messenger';
  return 'browser';
}
