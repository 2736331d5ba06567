// Where the page runs (spec §1). Only this module reads the user agent.

export type RunContext = 'app' | 'messenger' | 'browser';

/** The native app's webview UA ends with `xiangyuapp` (PUBLISHER_API §2.9); the messenger's carries MicroMessenger. */
const appAgent = /xiangyuapp\s*$/i;
const messengerAgent = /MicroMessenger/i;

export function detectContext(userAgent: string): RunContext {
  if (appAgent.test(userAgent)) return 'app';
  if (messengerAgent.test(userAgent)) return 'messenger';
  return 'browser';
}

/**
 * Runs inline in <head> before anything paints: marks <html data-context="app|messenger"> so that the stylesheets
 * alone choose what each context shows (docs/wayfinding.md: no top bar in the app, the open-in-app offer in the
 * messenger). The server cannot know (anonymous pages are cached without the user agent), and waiting for React
 * would flash the bar. React never writes this attribute, so no render takes it away.
 */
export const runContextScript = `(function(u,d){d.dataset.context=${appAgent}.test(u)?'app':${messengerAgent}.test(u)?'messenger':'browser'})(navigator.userAgent,document.documentElement)`;

/** iPhone and iPad (iPadOS asks for desktop pages, but the messenger's UA still names the device). */
export function detectIOS(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
