import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const long = await page.evaluate(() => window.__long);
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
console.log('FCP', Math.round(fcp), 'long tasks', JSON.stringify(long), 'TBT~', long.filter(([s]) => s > fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0));
// self time by function+url
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(k, (self.get(k) || 0) + (dt[i] || 0)); });
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(7), 'ms', k);
// by url
const byUrl = new Map();
profile.samples.forEach((id, i) => { const f = byId.get(id).callFrame; const k = f.url.split('/').pop() || f.functionName; byUrl.set(k, (byUrl.get(k) || 0) + (dt[i] || 0)); });
console.log('--- by script'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log((v / 1000).toFixed(1).padStart(7), 'ms', k);
await browser.close();
