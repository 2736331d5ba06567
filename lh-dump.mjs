import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
const url = process.argv[2];
for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = lhr.audits;
    console.log(`FCP ${Math.round(a['first-contentful-paint'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} TBT ${Math.round(a['total-blocking-time'].numericValue)}`);
    console.log(' long tasks:', JSON.stringify((a['long-tasks'].details?.items ?? []).map((t) => [t.url.split('/').pop(), Math.round(t.startTime), Math.round(t.duration)])));
    console.log(' render-blocking:', JSON.stringify((a['render-blocking-resources'].details?.items ?? []).map((t) => [t.url.split('/').pop(), t.wastedMs])));
    const reqs = a['network-requests'].details.items.filter((r) => r.startTime < 3000).map((r) => `${r.url.split('/').pop().slice(0, 40)} ${r.priority} ${r.resourceType} ${Math.round(r.transferSize / 1024)}KB @${Math.round(r.startTime)}-${Math.round(r.endTime)}`);
    if (process.env.REQS) console.log(' ' + reqs.join('\n '));
    if (process.env.LCPB) console.log(JSON.stringify(a['largest-contentful-paint-element'].details?.items?.[1]?.items ?? []));
  } finally { await chrome.kill(); }
}
