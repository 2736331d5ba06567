// When the start page (开屏) may show (issue 47): home opened from outside the site (no referrer or another site's,
// and home the page this document was loaded on, not a navigation inside the site), once a session, never to
// crawlers or automated browsers (a crawler's renderer, an audit, a test run: navigator.webdriver) and never in the
// native app, which shows its own.
import { isbot } from 'isbot';
import { platform } from '~/platform/platform';

const shownKey = 'startPageAsked';

export function startPageWanted(): boolean {
  if (platform().isNativeApp || navigator.webdriver || isbot(navigator.userAgent)) return false;
  try {
    if (sessionStorage.getItem(shownKey)) return false;
    const [landing] = performance.getEntriesByType('navigation');
    if (landing && landing.name.split('#')[0] !== location.href.split('#')[0]) return false;
    if (document.referrer && new URL(document.referrer).origin === location.origin) return false;
    // asked once a session, shown or not: a failing ad service is not asked on every visit home
    sessionStorage.setItem(shownKey, '1');
    return true;
  } catch {
    // storage refused (private mode): no start page rather than one on every visit
    return false;
  }
}
