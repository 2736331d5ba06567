// How fast this machine runs JavaScript right now, by the measure Lighthouse takes before every run
// (benchmarkIndex), and what the bench does with a run the machine was slowed for.
//
// A virtual machine shares its host's processors: in the quiet bench of 2026-11-28 04:15 no other process ran and
// steal read 0, yet for the 50 s of one page's runs Lighthouse measured the machine at 1,553-2,289 where it measured
// 2,500-2,900 for every page before and after, and that page's TBT was 94-300 ms against 9-48 in runs of the same
// build minutes later. A run made while the machine itself ran at two thirds of its speed measures the host, not the
// page: the bench takes it again, says so, and keeps it in its record (docs/adr-main-thread.md "A slowed host").
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median } from './stats.mjs';

/** a run whose benchmarkIndex is under this share of the machine's own was made on a slowed machine */
export const SLOWED_SHARE = 0.8;

/**
 * The machine's speed from its samples, and the benchmarkIndex under which a run counts as slowed.
 * @param {number[]} samples
 */
export function speedOf(samples) {
  const own = Math.round(median(samples));
  return { samples, median: own, slowBelow: Math.round(own * SLOWED_SHARE) };
}

/**
 * `count` runs of `runOnce` that were not slowed; a slowed run is taken again, at most `count` times in all. When
 * the machine stays slow that long, the slowed runs fill the place of the missing ones and `machineSlowed` says the
 * figures measure a slowed machine (the bench marks them LOADED). Every slowed run is returned, never dropped unseen.
 * @template {{ benchmarkIndex: number }} Run
 * @param {() => Promise<Run>} runOnce
 * @param {number} count
 * @param {number} slowBelow
 * @param {(run: Run, slowed: boolean) => void} [onRun] told of every run as it comes
 * @returns {Promise<{ runs: Run[], slowed: Run[], machineSlowed: boolean }>}
 */
export async function unslowedRuns(runOnce, count, slowBelow, onRun = () => {}) {
  const runs = [];
  const slowed = [];
  while (runs.length < count && slowed.length < count) {
    const run = await runOnce();
    const isSlowed = run.benchmarkIndex < slowBelow;
    (isSlowed ? slowed : runs).push(run);
    onRun(run, isSlowed);
  }
  const machineSlowed = runs.length < count;
  return {
    runs: machineSlowed ? [...runs, ...slowed.slice(0, count - runs.length)] : runs,
    slowed,
    machineSlowed,
  };
}

/** Lighthouse's own benchmark (the same page function) in a fresh Chromium, `samples` times: the machine's speed. */
export async function measureMachineSpeed(samples = 5) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const values = [];
    // a fresh page each time, as Lighthouse measures each run in a fresh browser
    for (let i = 0; i < samples; i += 1) {
      const page = await browser.newPage();
      values.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
      await page.close();
    }
    return speedOf(values);
  } finally {
    await browser.close();
  }
}
