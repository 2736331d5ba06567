// `npm run bench`: the speed budgets, measured on real pages on this machine.
// Lighthouse 12 (mobile defaults, median of 5) on home and an article, autocannon on the article page,
// then the publisher's own figures. Prints each figure beside its budget and writes bench-results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, mkdtempSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const APP_PORT = 3300;
const PUBLISHER_PORT = 8380;
const base = `http://127.0.0.1:${APP_PORT}/template/displayTemplate/news/`;

const budgets = {
  article: { performance: 98, lcp: 1200, tbt: 50, cls: 0.01, accessibility: 100 },
  home: { performance: 95, lcp: 1800, tbt: 100 },
  articleServer: { rps: 400, p99: 150 },
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function waitFor(url, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function startServers() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-publisher-'));
  if (existsSync('data/pglite')) cpSync('data', dataDir, { recursive: true });
  const env = {
    ...process.env,
    PUBLISHER_PORT: String(PUBLISHER_PORT),
    PUBLISHER_DATA_DIR: dataDir,
    PUBLISHER_PUBLIC_URL: `http://127.0.0.1:${PUBLISHER_PORT}`,
  };
  const publisher = spawn('node', ['publisher/start.mjs'], { env, stdio: 'ignore' });
  const app = spawn('npx', ['--no-install', 'tsx', 'app/server/main.ts'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      PUBLISHER_URL: `http://127.0.0.1:${PUBLISHER_PORT}`,
    },
    stdio: 'ignore',
  });
  return () => {
    publisher.kill('SIGTERM');
    app.kill('SIGTERM');
  };
}

async function firstNewsArticle() {
  const res = await fetch(
    `http://127.0.0.1:${PUBLISHER_PORT}/app_if/getArticles?columnId=1&page=0&lastFileId=0&curVersions=1&siteId=1`,
  );
  const body = await res.json().catch(() => null);
  const list = body?.data?.list ?? body?.list ?? [];
  const item = list.find((a) => Number(a.articleType) === 0 && (a.picBig || a.picMiddle)) ?? list[0];
  if (!item) throw new Error('no article to measure');
  return `${base}newsDetail/${item.colID ?? item.columnID ?? 1}/${item.fileId}.html`;
}

async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      const jsBytes = (audits['network-requests']?.details?.items ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsKB: jsBytes / 1024,
      });
    } finally {
      await chrome.kill();
    }
  }
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

async function throughput(url) {
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function line(label, value, budget, better) {
  const ok = better === 'higher' ? value >= budget : value <= budget;
  const shown = typeof value === 'number' ? (Number.isInteger(value) ? value : value.toFixed(3)) : value;
  console.log(
    `${ok ? '✓' : '✗'} ${label.padEnd(34)} ${String(shown).padStart(10)}   budget ${better === 'higher' ? '≥' : '≤'} ${budget}`,
  );
  return ok;
}

async function main() {
  if (!existsSync('build/server/index.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const stop = startServers();
  try {
    await waitFor(`http://127.0.0.1:${PUBLISHER_PORT}/app_if/getConfig?appID=1`);
    await waitFor(`${base}home.html`);
    const articleUrl = await firstNewsArticle();
    console.log(`article measured: ${articleUrl}`);
    const article = await lighthouseMedian(articleUrl);
    const home = await lighthouseMedian(`${base}home.html`);
    const articleServer = await throughput(articleUrl);
    stop();

    const publisher = spawnSync('npx', ['--no-install', 'tsx', 'publisher/bench.ts', '--json'], {
      encoding: 'utf8',
    });
    const publisherFigures = JSON.parse(publisher.stdout.trim().split('\n').pop() || 'null');

    const a = budgets.article;
    const h = budgets.home;
    const s = budgets.articleServer;
    const oks = [
      line('article performance', article.performance, a.performance, 'higher'),
      line('article LCP (ms)', Math.round(article.lcp), a.lcp, 'lower'),
      line('article TBT (ms)', Math.round(article.tbt), a.tbt, 'lower'),
      line('article CLS', article.cls, a.cls, 'lower'),
      line('article accessibility', article.accessibility, a.accessibility, 'higher'),
      line('home performance', home.performance, h.performance, 'higher'),
      line('home LCP (ms)', Math.round(home.lcp), h.lcp, 'lower'),
      line('home TBT (ms)', Math.round(home.tbt), h.tbt, 'lower'),
      line('article page requests/s', Math.round(articleServer.rps), s.rps, 'higher'),
      line('article page p99 (ms)', articleServer.p99, s.p99, 'lower'),
      line('article page errors', articleServer.errors, 0, 'lower'),
    ];
    console.log(
      `  article JS transferred ${article.jsKB.toFixed(1)} KB, home JS transferred ${home.jsKB.toFixed(1)} KB`,
    );
    if (publisherFigures) console.log('publisher:', JSON.stringify(publisherFigures));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/latest.json',
      JSON.stringify(
        { at: new Date().toISOString(), article, home, articleServer, publisher: publisherFigures },
        null,
        2,
      ),
    );
    process.exitCode = oks.every(Boolean) ? 0 : 1;
  } finally {
    stop();
  }
}

await main();
