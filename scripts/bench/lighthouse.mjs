// Lighthouse 12 with its mobile defaults (simulated slow 4G, CPU × 4), one fresh Chromium per run.
//
// Lighthouse itself runs in a process and session of its own at niceness 10 (scripts/bench/lighthouseGather.mjs),
// the browser at the normal priority: a reader's phone does not run Lighthouse, which took 0.9–2.4 s of CPU a run on
// the bench's two cores, part of it while the page loads (docs/adr-main-thread.md "Lighthouse yields to the browser",
// "Sessions share the cores").
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { childFigures } from './childFigures.mjs';
import { base } from './servers.mjs';

/** the niceness of Lighthouse's process: the browser's threads run first when both are ready */
const LIGHTHOUSE_NICENESS = 10;
const gatherScript = fileURLToPath(new URL('lighthouseGather.mjs', import.meta.url));

/** Lighthouse's run of `url` in the browser on `port`, from its own process at a lower priority: its figures. */
function gather(port, url, keepStorage) {
  const args = [String(port), url, ...(keepStorage ? ['keepStorage'] : [])];
  // a session of its own, which it lowers as well (autogroup.mjs): the browser is in another one
  return childFigures('nice', ['-n', String(LIGHTHOUSE_NICENESS), process.execPath, gatherScript, ...args], {
    detached: true,
  });
}

/**
 * Signs `member` in as a reader does, on the site's login page, in the launched browser, and lands on `url`; then
 * empties the HTTP cache, so the measured load fetches everything as a first visit does and only the member's
 * stored sign-in remains.
 */
async function signIn(port, url, member) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const target = new URL(url);
    const login = new URL('login.html', base);
    // the router's address of the page: its path under the site's base
    login.searchParams.set('redirect', `/${target.href.slice(base.length)}`);
    await page.goto(login.href);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '密码登录' }).click();
    await page.getByLabel('手机号').fill(member.phone);
    await page.getByLabel('密码').fill(member.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((to) => to.pathname === target.pathname);
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `url` (as `member`, signed in first, when given): its figures. */
export async function lighthouseRun(url, member) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    if (member) await signIn(chrome.port, url, member);
    // keeps the member's sign-in (the cache was emptied above)
    return await gather(chrome.port, url, Boolean(member));
  } finally {
    await chrome.kill();
  }
}
