// One Lighthouse run against a browser the bench launched: `node lighthouseGather.mjs <port> <url> [keepStorage]`.
// Its own process, so that the bench can start it at a lower priority than the browser it measures
// (scripts/bench/lighthouse.mjs); prints the run's figures as one line of JSON.
import lighthouse from 'lighthouse';
import { getPriority } from 'node:os';
import { setSessionNiceness } from './autogroup.mjs';

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

const [port, url, keepStorage] = process.argv.slice(2);
// the niceness this process was started at holds against the browser's session only once its session has it too
if (!setSessionNiceness('self', getPriority()))
  throw new Error("Lighthouse's session could not yield to the browser");
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  // keeps a signed-in member's sign-in (the bench emptied the cache itself)
  disableStorageReset: keepStorage === 'keepStorage',
});
console.log(JSON.stringify(figures(result.lhr)));
