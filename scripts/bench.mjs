// `npm run bench`: the speed budgets, measured on real pages on this machine.
// Lighthouse 12 (mobile defaults, median of BENCH_RUNS, 5 by default) on home and an article, autocannon
// (3 s warm-up, then 10 s × 50 connections measured) on the article page, then the publisher's own figures.
// Prints each figure beside its budget and writes bench-results/latest.json. Starts its own publisher (8380) and
// app server (3300), each in its own process group, and stops both groups however the run ends.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appBuildIsStale, buildApp } from './appBuild.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const APP_PORT = 3300;
const PUBLISHER_PORT = 8380;
const origin = `http://127.0.0.1:${APP_PORT}`;
const base = `${origin}/template/displayTemplate/news/`;

const budgets = {
  article: { performance: 98, lcp: 1200, tbt: 50, cls: 0.01, accessibility: 100 },
  home: { performance: 95, lcp: 1800, tbt: 100 },
  articleServer: { rps: 400, p99: 150, errors: 0 },
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function buildIfStale() {
  if (appBuildIsStale()) {
    console.log('bench: building the app');
    if (!buildApp()) throw new Error('react-router build failed');
  }
  spawnSync(process.execPath, ['publisher/build.mjs'], { stdio: 'inherit' });
}

/**
 * The app server runs from a private copy of the build, so a rebuild by anyone else during the run (the build
 * directory is shared with `npm start`, the e2e suite and other work) cannot change or break what is measured.
 * It sits under node_modules so the server bundle still resolves its packages.
 */
const snapshotDir = join('node_modules', '.cache', 'touch-bench', 'build');

function snapshotBuild() {
  rmSync(snapshotDir, { recursive: true, force: true });
  mkdirSync(snapshotDir, { recursive: true });
  cpSync('build', snapshotDir, { recursive: true });
  if (!existsSync(join(snapshotDir, 'server', 'index.js'))) throw new Error('the build is incomplete');
}

// ---- child processes: each its own process group, so a SIGTERM reaches every descendant ----
const groups = new Set();

function startGroup(name, args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const group = { name, child, exited: false, stderr: () => stderr };
  child.once('exit', () => {
    group.exited = true;
  });
  groups.add(group);
  return group;
}

function signalGroup(group, signal) {
  try {
    process.kill(-group.child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopAll() {
  const running = [...groups];
  groups.clear();
  for (const group of running) signalGroup(group, 'SIGTERM');
  const until = Date.now() + 5000;
  while (running.some((g) => !g.exited) && Date.now() < until) await sleep(100);
  for (const group of running) if (!group.exited) signalGroup(group, 'SIGKILL');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

async function startServers() {
  for (const port of [APP_PORT, PUBLISHER_PORT]) {
    if (await portInUse(port)) throw new Error(`port ${port} is taken: stop whatever holds it first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-publisher-'));
  if (existsSync('data/pglite')) cpSync('data', dataDir, { recursive: true });
  const env = {
    ...process.env,
    PUBLISHER_PORT: String(PUBLISHER_PORT),
    PUBLISHER_DATA_DIR: dataDir,
    // pictures on the page's own origin, through the app server's /pic/ proxy, as scripts/start.mjs sets it up
    PUBLISHER_PUBLIC_URL: origin,
  };
  const publisher = startGroup('publisher', ['publisher/start.mjs'], env);
  await waitFor(`http://127.0.0.1:${PUBLISHER_PORT}/app_if/getConfig?appID=1`, 120000);
  // node itself with tsx's loader: no npx or shell between us and the server
  const app = startGroup('app server', ['--import', 'tsx', 'app/server/main.ts'], {
    ...env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    BUILD_DIR: snapshotDir,
    PUBLISHER_URL: `http://127.0.0.1:${PUBLISHER_PORT}`,
  });
  try {
    await waitFor(`${base}home.html`, 60000);
  } catch (error) {
    for (const g of [publisher, app]) if (g.stderr()) console.error(`${g.name}:\n${g.stderr()}`);
    throw error;
  }
  return dataDir;
}

/** The first article linked from home whose page carries a lead picture (the LCP case readers meet). */
async function firstNewsArticle() {
  const html = await (await fetch(`${base}home.html`)).text();
  const links = [...new Set([...html.matchAll(/href="([^"]*newsDetail\/[^"]+\.html)"/g)].map((m) => m[1]))];
  if (!links.length) throw new Error('home links to no article');
  for (const link of links.slice(0, 20)) {
    const url = new URL(link.replaceAll('&amp;', '&'), origin).href;
    const page = await fetch(url);
    if (page.ok && (await page.text()).includes('fetchpriority="high"')) return url;
  }
  return new URL(links[0], origin).href;
}

async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      const requests = audits['network-requests']?.details?.items ?? [];
      const jsBytes = requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsKB: jsBytes / 1024,
        lcpElement: lcpItem?.snippet ?? '',
        failedA11y: Object.values(audits)
          .filter(
            (a) =>
              a.scoreDisplayMode === 'binary' &&
              a.score === 0 &&
              categories.accessibility.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const numeric = Object.keys(runs[0]).filter((k) => typeof runs[0][k] === 'number');
  return {
    ...Object.fromEntries(numeric.map((k) => [k, median(runs.map((r) => r[k]))])),
    lcpElement: runs[0].lcpElement,
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    runs: runs.map((r) => ({
      performance: r.performance,
      lcp: Math.round(r.lcp),
      tbt: Math.round(r.tbt),
      cls: r.cls,
    })),
  };
}

async function throughput(url) {
  // every server process warms up first (JIT, the public read cache), as a running site's are; then 10 s measured
  await autocannon({ url, connections: 50, duration: 3 });
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
  };
}

function line(label, value, budget, better) {
  const ok = better === 'higher' ? value >= budget : value <= budget;
  const shown = Number.isInteger(value) ? value : value.toFixed(3);
  console.log(
    `${ok ? '✓' : '✗'} ${label.padEnd(30)} ${String(shown).padStart(10)}   budget ${better === 'higher' ? '≥' : '≤'} ${budget}`,
  );
  return ok;
}

async function main() {
  buildIfStale();
  snapshotBuild();
  let dataDir;
  let article, home, articleServer, articleUrl;
  try {
    dataDir = await startServers();
    articleUrl = await firstNewsArticle();
    console.log(`article measured: ${articleUrl}`);
    article = await lighthouseMedian(articleUrl);
    home = await lighthouseMedian(`${base}home.html`);
    articleServer = await throughput(articleUrl);
  } finally {
    await stopAll();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const publisher = spawnSync(process.execPath, ['--import', 'tsx', 'publisher/bench.ts', '--json'], {
    encoding: 'utf8',
  });
  let publisherFigures = null;
  try {
    publisherFigures = JSON.parse(publisher.stdout.trim().split('\n').pop() || 'null');
  } catch {
    console.error(`publisher bench gave no figures:\n${publisher.stderr.slice(-2000)}`);
  }

  const a = budgets.article;
  const h = budgets.home;
  const s = budgets.articleServer;
  console.log(
    `\nbench: median of ${RUNS} Lighthouse run(s); ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  const checks = {
    articlePerformance: line('article performance', article.performance, a.performance, 'higher'),
    articleLcp: line('article LCP (ms)', Math.round(article.lcp), a.lcp, 'lower'),
    articleTbt: line('article TBT (ms)', Math.round(article.tbt), a.tbt, 'lower'),
    articleCls: line('article CLS', article.cls, a.cls, 'lower'),
    articleAccessibility: line('article accessibility', article.accessibility, a.accessibility, 'higher'),
    homePerformance: line('home performance', home.performance, h.performance, 'higher'),
    homeLcp: line('home LCP (ms)', Math.round(home.lcp), h.lcp, 'lower'),
    homeTbt: line('home TBT (ms)', Math.round(home.tbt), h.tbt, 'lower'),
    articleRps: line('article page requests/s', Math.round(articleServer.rps), s.rps, 'higher'),
    articleP99: line('article page p99 (ms)', articleServer.p99, s.p99, 'lower'),
    articleErrors: line('article page errors', articleServer.errors, s.errors, 'lower'),
  };
  console.log(
    `  article JS transferred ${article.jsKB.toFixed(1)} KB, home JS transferred ${home.jsKB.toFixed(1)} KB`,
  );
  console.log(`  article LCP element: ${article.lcpElement}`);
  console.log(`  home LCP element: ${home.lcpElement}`);
  if (article.failedA11y.length)
    console.log(`  article accessibility failures: ${article.failedA11y.join(', ')}`);
  if (publisherFigures) console.log('publisher:', JSON.stringify(publisherFigures));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        runs: RUNS,
        machine: { cores: cpus().length, loadAverage1m: loadavg()[0] },
        articleUrl,
        budgets,
        checks,
        article,
        home,
        articleServer,
        publisher: publisherFigures,
      },
      null,
      2,
    ),
  );
  console.log('wrote bench-results/latest.json');
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
}

try {
  await main();
} catch (error) {
  await stopAll();
  console.error(error);
  process.exitCode = 1;
}
