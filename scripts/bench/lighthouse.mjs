// Lighthouse 12 with its mobile defaults (simulated slow 4G, CPU × 4), one fresh Chromium per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { base } from './servers.mjs';

function figures(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const { categories, audits } = lhr;
  const requests = audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const accessibilityAudits = new Set(categories.accessibility.auditRefs.map((r) => r.id));
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    fcp: Math.round(audits['first-contentful-paint'].numericValue),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKB: Math.round((jsBytes / 1024) * 10) / 10,
    // Lighthouse's own measure of how fast this machine was during the run (higher is faster)
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failedAccessibility: Object.values(audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && accessibilityAudits.has(a.id))
      .map((a) => a.id),
  };
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // keeps the member's sign-in (the cache was emptied above)
      disableStorageReset: Boolean(member),
    });
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}
