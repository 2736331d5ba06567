// `npm run bench`: the speed budgets (issue 15), measured on real pages on this machine, honestly:
// - every figure is the median of BENCH_RUNS runs (5, never fewer) printed with its spread (min–max);
// - it refuses to start on a loaded machine (1-minute load average over 0.5 per core, or other processes busy),
//   unless BENCH_FORCE=1, which marks every figure LOADED; during the run it counts the CPU time other processes
//   take in each phase and says loudly when they disturbed one (those figures are marked LOADED too);
// - it names the machine, and the load at the start and the end; it measures how fast the machine runs JavaScript
//   (Lighthouse's benchmarkIndex) and takes a Lighthouse run again when the host slowed the machine for it, with
//   the slowed runs printed and kept (scripts/bench/machineSpeed.mjs);
// - server figures stand beside a static file (the client entry, every page's largest script) served by the same app server in
//   the same run, and the throughput budget is a ratio to it.
// Phases: Lighthouse 12 (mobile defaults) on every page with a budget (scripts/bench/pages.mjs: issues 9-15), after
// one load of the page that is not counted (lighthouseRuns), with the servers yielding the cores to the browser
// (serversYield: a reader's phone does not run them);
// autocannon (50 connections, BENCH_SECONDS per run, 5) on the article page against the static file, once on the app server as configured (its page cache
// on) and once with PAGE_CACHE_SECONDS=0 (pages not shared: every request a render), then that render's latency
// at a steady RENDER_RATE (docs/adr-render-latency.md); the publisher's
// own figures (scripts/bench/publisher/bench.ts). Prints the table and writes bench-results/latest.json with every run.
// BENCH_QUICK=1 allows fewer runs and shorter ones to try the bench out: its output is marked not a measurement.
// Exit status: 0 every budget met, 1 a budget failed or the bench broke, 2 refused to start.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { childFigures } from './bench/childFigures.mjs';
import { figuresOf, printFigures } from './bench/figures.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import {
  QUIET_LOAD_PER_CORE,
  QUIET_OTHERS_CORES,
  describeMachine,
  describeOthers,
  loadAverage,
  quietCheck,
  watchOthers,
} from './bench/machine.mjs';
import { liveFanout } from './bench/live.mjs';
import { measureMachineSpeed, unslowedRuns } from './bench/machineSpeed.mjs';
import { LIGHTHOUSE_PAGES, firstNewsArticle, memberOfBench } from './bench/pages.mjs';
import {
  BENCH_EDITOR_TOKEN,
  base,
  publisherUrl,
  prepareBuild,
  serversYield,
  snapshotDir,
  startApp,
  startPublisher,
  stopAll,
  stopGroup,
} from './bench/servers.mjs';
import { CONNECTIONS, RENDER_RATE, pageAgainstStatic, pagePaced } from './bench/throughput.mjs';

const quick = process.env.BENCH_QUICK === '1';
const forced = process.env.BENCH_FORCE === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 5));
const WARMUP_SECONDS = quick ? 1 : 3;
const MIN_RUNS = 5;

/** Live readers on one publisher process (issue 11): 2,000, 20 reports; BENCH_QUICK: 200 and 3. */
const LIVE_READERS = quick ? 200 : 2000;
const LIVE_REPORTS = quick ? 3 : 20;

/**
 * The client entry (React and the router, ~190 KB), the script every page loads: what a static file costs this
 * server. Named, not the build's largest file: lazily loaded libraries (the video player) outgrew it, and a bigger
 * file would make the page's ratio to it look better without the page changing.
 */
function staticScript() {
  const dir = join(snapshotDir, 'client', 'assets');
  const name = readdirSync(dir).find((file) => /^entry\.client-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('the build has no client entry');
  return { url: `${base}assets/${name}`, bytes: statSync(join(dir, name)).size };
}

/** scripts/bench/publisher/bench.ts in its own process, the same number of runs and seconds; its figures or null. */
function publisherBench() {
  return childFigures(process.execPath, ['--import', 'tsx', 'scripts/bench/publisher/bench.ts', '--json'], {
    env: { ...process.env, PUBLISHER_BENCH_RUNS: String(RUNS), PUBLISHER_BENCH_SECONDS: String(SECONDS) },
  }).catch((error) => {
    console.error(`publisher bench gave no figures:\n${error.message}`);
    return null;
  });
}

const shout = (lines) => {
  const bar = '!'.repeat(100);
  console.log(`\n${bar}\n${lines.map((l) => `!! ${l}`).join('\n')}\n${bar}\n`);
};

/** Runs one phase and counts what other processes took from the machine meanwhile; loudly when they were busy. */
function phases() {
  const all = [];
  const loaded = new Set();
  async function phase(name, measure) {
    const startedAt = Date.now();
    const watch = watchOthers();
    const result = await measure();
    const others = watch.stop();
    const record = {
      phase: name,
      seconds: Math.round((Date.now() - startedAt) / 1000),
      others,
      loadAverage: loadAverage(),
    };
    all.push(record);
    if (others?.busy) {
      loaded.add(name);
      shout([
        `LOAD ROSE during "${name}": ${describeOthers(others)}`,
        `(quiet is ≤ ${QUIET_OTHERS_CORES} cores); its figures are marked LOADED`,
      ]);
    } else {
      console.log(`bench: ${name} done in ${record.seconds} s; ${describeOthers(others)}`);
    }
    return result;
  }
  return { phase, all, loaded };
}

/**
 * A page's first load after the servers start makes their cold work (the route's first render, the publisher's first
 * reads of that kind, the pictures' sizes) on the same two cores as the browser, and Lighthouse multiplies the main
 * thread's tasks it slowed by four: one load before the measured runs, not counted, as a running site is warm for
 * any page read before (docs/adr-main-thread.md "The first run").
 */
async function lighthouseRuns(name, url, member, speed) {
  const warmUp = await lighthouseRun(url, member);
  console.log(`  ${name} warm-up (not counted): TBT ${warmUp.tbt} ms`);
  let taken = 0;
  return unslowedRuns(
    () => lighthouseRun(url, member),
    RUNS,
    speed.slowBelow,
    (run, slowed) => {
      taken += 1;
      const figures = `performance ${run.performance}, LCP ${run.lcp} ms, TBT ${run.tbt} ms, CLS ${run.cls}`;
      console.log(
        slowed
          ? `  ${name} run ${taken} SLOWED (benchmarkIndex ${run.benchmarkIndex} < ${speed.slowBelow}), taken again: ${figures}`
          : `  ${name} run ${taken}: ${figures}, benchmarkIndex ${run.benchmarkIndex}`,
      );
    },
  );
}

async function measure(phase, staticFile) {
  const speed = await measureMachineSpeed();
  console.log(
    `bench: this machine's benchmarkIndex ${speed.median} (${speed.samples.join(', ')}); a Lighthouse run under ` +
      `${speed.slowBelow} was made on a slowed machine and is taken again`,
  );
  const publisher = await startPublisher();
  try {
    let app = await startApp(publisher);
    const articleUrl = await firstNewsArticle();
    console.log(`bench: article ${articleUrl}\nbench: static file ${staticFile.url} (${staticFile.bytes} B)`);
    const lighthouse = [];
    if (!serversYield([publisher.group, app], true))
      shout(['the servers could not be made to yield to the browser: Lighthouse shares the cores with them']);
    for (const page of LIGHTHOUSE_PAGES) {
      const url = await page.url();
      const member = page.member ? await memberOfBench() : undefined;
      console.log(`bench: ${page.name} ${url}${member ? ' (signed in)' : ''}`);
      const { runs, slowed, machineSlowed } = await phase(`${page.name}, Lighthouse`, () =>
        lighthouseRuns(page.name, url, member, speed),
      );
      lighthouse.push({ name: page.name, budgets: page.budgets, url, runs, slowed, machineSlowed });
    }
    if (!serversYield([publisher.group, app], false))
      shout([
        'the servers could not take their normal priority back: the server figures measure them yielding',
      ]);
    const live = await phase('live socket', async () => {
      const runs = [];
      for (let i = 1; i <= RUNS; i += 1) {
        const run = await liveFanout({
          publisherUrl,
          editorToken: BENCH_EDITOR_TOKEN,
          pid: publisher.group.child.pid,
          readers: LIVE_READERS,
          reports: LIVE_REPORTS,
        });
        console.log(
          `  live ${i}/${RUNS}: ${run.readers} readers, p50 ${Math.round(run.p50Ms)} ms, p99 ${Math.round(run.p99Ms)} ms, ` +
            `${run.memoryPerReaderKB.toFixed(1)} KB a reader, idle ${run.idleCpuPercent.toFixed(2)} % of a core`,
        );
        runs.push(run);
      }
      return runs;
    });
    const settings = {
      pageUrl: articleUrl,
      staticUrl: staticFile.url,
      runs: RUNS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    };
    const cached = await phase('article page, cached', () => pageAgainstStatic({ ...settings, server: app }));
    await stopGroup(app);
    app = await startApp(publisher, { PAGE_CACHE_SECONDS: '0' });
    const uncached = await phase('article page, uncached', () =>
      pageAgainstStatic({ ...settings, server: app }),
    );
    const renderPaced = await phase('article page, uncached, paced', () =>
      pagePaced({ ...settings, server: app, rate: RENDER_RATE }),
    );
    return {
      articleUrl,
      speed,
      lighthouse,
      live,
      cached,
      uncached,
      renderPaced,
    };
  } finally {
    await stopAll();
    rmSync(publisher.dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1 || !(SECONDS > 0) || (!quick && (RUNS < MIN_RUNS || SECONDS < 5))) {
    console.error(
      `bench: BENCH_RUNS=${RUNS}, BENCH_SECONDS=${SECONDS}: a measurement takes at least ${MIN_RUNS} runs of 5 s ` +
        '(BENCH_QUICK=1 tries the bench out with fewer, and marks its output not a measurement)',
    );
    return 2;
  }
  const startedAt = new Date();
  const machine = describeMachine();
  console.log(
    `bench ${startedAt.toISOString()}\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB; ` +
      `${machine.os}; Node ${machine.node}; ${machine.chromium}; Chinese face: ${machine.chineseFont ?? 'none'}`,
  );
  if (!machine.chineseFont && !quick) {
    console.error(
      "\nbench: not starting, this machine has no Chinese font. A reader's phone always has one; without it Chromium " +
        "draws the pages' Chinese as missing glyphs after a fallback search per character, and the pages measure " +
        'that. Install the face Android phones use: apt-get install -y fonts-noto-cjk',
    );
    return 2;
  }
  const start = await quietCheck();
  console.log(
    `load at start: 1-minute average ${start.loadAverage.oneMinute} (${start.loadAverage.perCore} per core); ` +
      describeOthers(start.others),
  );
  if (start.reasons.length && !forced) {
    console.error(
      `\nbench: not starting, the machine is busy and the figures would measure that:\n` +
        start.reasons.map((r) => `  - ${r}\n`).join('') +
        `Wait until it is quiet (1-minute load average ≤ ${QUIET_LOAD_PER_CORE} per core, nothing else running), ` +
        'or run with BENCH_FORCE=1 to measure anyway: every figure is then marked LOADED.',
    );
    return 2;
  }
  const startLoaded = start.reasons.length > 0;
  if (startLoaded)
    shout(['BENCH_FORCE=1 on a busy machine: every figure is marked LOADED', ...start.reasons]);
  if (quick) shout([`BENCH_QUICK=1: ${RUNS} run(s) of ${SECONDS} s — NOT A MEASUREMENT`]);

  prepareBuild();
  const staticFile = staticScript();
  const { phase, all, loaded } = phases();
  const measured = await measure(phase, staticFile);
  for (const { name, slowed, machineSlowed } of measured.lighthouse) {
    if (!machineSlowed) continue;
    loaded.add(`${name}, Lighthouse`);
    shout([
      `the machine stayed slowed during "${name}, Lighthouse": ${slowed.length} runs under benchmarkIndex ` +
        `${measured.speed.slowBelow}; its figures are marked LOADED`,
    ]);
  }
  const publisher = await phase('publisher', publisherBench);
  const end = loadAverage();
  const figures = figuresOf({ ...measured, publisher, loadedPhases: loaded, forced: startLoaded });
  const budgetsMet = figures.every((f) => f.kind !== 'budget' || f.pass);
  const measurement = !quick && !startLoaded && loaded.size === 0;

  console.log(
    `\nmedian (spread min–max) of ${RUNS} runs; servers: ${CONNECTIONS} connections, ${SECONDS} s a run, ` +
      `page runs between static runs of ${staticFile.url.split('/').pop()} (${staticFile.bytes} B) on the same server`,
  );
  printFigures(figures);
  for (const { name, runs } of measured.lighthouse) {
    console.log(`${name} LCP element: ${runs[0].lcpElement}`);
    const slowedRuns = measured.lighthouse.find((p) => p.name === name).slowed;
    if (slowedRuns.length)
      console.log(
        `${name} runs taken again on a slowed machine: ${slowedRuns.length} (benchmarkIndex ` +
          `${slowedRuns.map((r) => r.benchmarkIndex).join(', ')}; TBT ${slowedRuns.map((r) => r.tbt).join(', ')} ms)`,
      );
    const failedA11y = [...new Set(runs.flatMap((r) => r.failedAccessibility))];
    if (failedA11y.length) console.log(`${name} accessibility failures: ${failedA11y.join(', ')}`);
  }
  console.log(
    `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB; ${machine.os}; Node ${machine.node}; ` +
      `${machine.chromium}; Chinese face ${machine.chineseFont ?? 'none'}; ${startedAt.toISOString()}; 1-minute load average ${start.loadAverage.oneMinute} at ` +
      `the start, ${end.oneMinute} at the end (the end includes the bench's own load)`,
  );
  if (!measurement)
    shout([
      quick ? 'BENCH_QUICK=1: NOT A MEASUREMENT' : 'NOT A MEASUREMENT: the machine was loaded',
      ...(startLoaded ? ['loaded at the start (BENCH_FORCE=1)'] : []),
      ...[...loaded].map((p) => `loaded during "${p}"`),
    ]);
  console.log(
    budgetsMet
      ? 'every budget met'
      : `budgets failed: ${figures
          .filter((f) => f.kind === 'budget' && !f.pass)
          .map((f) => f.label)
          .join(', ')}`,
  );

  const { articleUrl, ...raw } = measured;
  mkdirSync('bench-results', { recursive: true });
  const finishedAt = new Date();
  writeFileSync(
    'bench-results/latest.json',
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        minutes: Math.round((finishedAt - startedAt) / 600) / 100,
        measurement,
        quick,
        forced,
        budgetsMet,
        machine: { ...machine, loadAverage1m: { start: start.loadAverage.oneMinute, end: end.oneMinute } },
        load: { start, phases: all, loadedPhases: [...loaded] },
        settings: {
          runs: RUNS,
          secondsPerServerRun: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          connections: CONNECTIONS,
          articleUrl,
          staticFile,
          cachedServer: { PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '(app default)' },
          uncachedServer: { PAGE_CACHE_SECONDS: '0' },
          WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '(one process per core)',
        },
        figures: Object.fromEntries(figures.map(({ key, ...f }) => [key, f])),
        raw: { ...raw, publisher },
      },
      null,
      2,
    ),
  );
  console.log('wrote bench-results/latest.json');
  return budgetsMet && publisher ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  await stopAll();
  console.error(error);
  process.exitCode = 1;
}
