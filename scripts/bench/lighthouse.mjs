// Lighthouse 12 with its mobile defaults (simulated slow 4G, CPU × 4), one fresh Chromium per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

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

/** One Lighthouse run of `url`: its figures. */
export async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}
