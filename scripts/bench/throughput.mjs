// A page's throughput beside a static file's, both from the same app server in the same minute: static, page,
// static, page, …, static. Each page run is divided by the mean of the static runs right before and after it, so
// whatever else slows the machine slows both and cancels in the ratio. The CPU time the server's processes used
// during a run, divided by the requests it answered, is the cost of one answer.
import autocannon from 'autocannon';
import { runLoad } from './publisher/run-load.mjs';
import { cpuSnapshot, groupCpuMs } from './machine.mjs';

export const CONNECTIONS = 50;

/**
 * Renders a second at which an uncached render's latency is budgeted: about 40 % of what this kind of machine
 * renders flat out (~510/s in the runs of 2026-11-25), so a queue forms now and then, as on a busy day, but the
 * server is not saturated (docs/adr-render-latency.md).
 */
export const RENDER_RATE = 200;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const load = (url, seconds) => autocannon({ url, connections: CONNECTIONS, duration: seconds });

/**
 * Waits until the server has finished what a run left in flight (the renders of requests the load generator
 * stopped waiting for), so that it is not charged to the next run: its processes under a tenth of a core.
 */
async function settle(server) {
  const until = Date.now() + 10_000;
  let before = cpuSnapshot();
  while (Date.now() < until) {
    await sleep(200);
    const after = cpuSnapshot();
    const ms = groupCpuMs(before, after, server.pgrp);
    if (ms === undefined || ms < 20) return;
    before = after;
  }
}

async function measured(url, seconds, server) {
  await settle(server);
  const before = cpuSnapshot();
  const result = await load(url, seconds);
  const cpuMs = groupCpuMs(before, cpuSnapshot(), server.pgrp);
  const requests = result.requests.total;
  if (!requests) throw new Error(`${url} answered nothing in ${seconds} s`);
  return {
    rps: Math.round(requests / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMsPerRequest: cpuMs === undefined ? undefined : Math.round((cpuMs / requests) * 100) / 100,
  };
}

/**
 * `runs` page runs of `seconds` each between `runs + 1` static runs, after a warm-up of both (JIT, the publisher's
 * read cache, the page cache), as a running site's server is warm.
 */
export async function pageAgainstStatic({ server, pageUrl, staticUrl, runs, seconds, warmupSeconds }) {
  await load(staticUrl, warmupSeconds);
  await load(pageUrl, warmupSeconds);
  const statics = [await measured(staticUrl, seconds, server)];
  const pages = [];
  for (let i = 0; i < runs; i += 1) {
    pages.push(await measured(pageUrl, seconds, server));
    statics.push(await measured(staticUrl, seconds, server));
  }
  const ratios = pages.map(
    (page, i) => Math.round((page.rps / ((statics[i].rps + statics[i + 1].rps) / 2)) * 1000) / 1000,
  );
  return { pages, statics, ratios };
}

/** scripts/bench/publisher/bench-load.mjs in its own process: an even schedule of `rate` GETs a second for `seconds`. */
const pacedLoad = (url, rate, seconds) =>
  runLoad({ url, connections: CONNECTIONS, seconds, rate, refusalsCounted: true });

/**
 * A page's latency at a steady `rate` over up to CONNECTIONS sockets: what a reader waits for a render while the
 * server is busy but not saturated (docs/adr-render-latency.md). Each latency counts from when the request was due.
 */
export async function pagePaced({ server, pageUrl, rate, runs, seconds, warmupSeconds }) {
  await pacedLoad(pageUrl, rate, warmupSeconds);
  const paced = [];
  for (let i = 0; i < runs; i += 1) {
    await settle(server);
    const run = await pacedLoad(pageUrl, rate, seconds);
    paced.push({
      rate,
      p50: run.p50Ms,
      p99: run.p99Ms,
      requests: run.requests,
      errors: run.non2xx + run.errors + run.timeouts,
    });
  }
  return paced;
}
