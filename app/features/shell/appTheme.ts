// Runs inline in <head> after the run-context script: inside the native app, the app's `?dark=true|false` is stored
// as the reader's theme, so the pages its links open next stay in the app's colours (issue 40: "dark theme is lost on
// the first tap"). Only in the app: a link shared from it keeps its query, and must not change a browser reader's own
// choice. Not a Set-Cookie from the server: the page stays one that every reader of its URL shares
// (docs/reader-settings.md). Kept tiny: it ships in every page.
import { choiceCookie, settingCookieNames } from '~/lib/readerSettings';

const cookieFor = (theme: 'dark' | 'light') => JSON.stringify(choiceCookie(settingCookieNames.theme, theme));

export const appThemeScript = `(function(d,m){if(d.dataset.context==='app'&&m)document.cookie=/^(true|1)$/i.test(m[1])?${cookieFor('dark')}:${cookieFor('light')}})(document.documentElement,/[?&]dark=(true|1|false|0)(?:&|$)/i.exec(location.search))`;
