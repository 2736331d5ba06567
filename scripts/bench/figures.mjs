// The bench's figures and budgets (issue 15): each figure the median of its runs with its spread, each budget
// judged on the median (TBT also on its worst run), printed as a table and kept for bench-results/latest.json.
import { summarize } from './stats.mjs';

const atLeast = (min) => ({ text: `≥ ${min}`, met: (s) => s.median >= min });
const atMost = (max) => ({ text: `≤ ${max}`, met: (s) => s.median <= max });
const below = (max) => ({ text: `< ${max}`, met: (s) => s.median < max });
/** main-thread budgets: the median, and no single run over twice the budget */
const blocking = (max) => ({
  text: `≤ ${max}, each ≤ ${2 * max}`,
  met: (s) => s.median <= max && s.max <= 2 * max,
});
/** nothing in any run */
const zero = { text: '0', met: (s) => s.max === 0 };
/** exactly this in every run (a count that is a rule, not a speed) */
const exactly = (n) => ({ text: `= ${n} each run`, met: (s) => s.min === n && s.max === n });

/**
 * @param {object} results raw runs: lighthouse (each page's name, budgets and runs: scripts/bench/pages.mjs), live
 *   (the socket fan-out), cached and uncached (pageAgainstStatic), renderPaced (pagePaced),
 *   publisher (scripts/bench/publisher/bench.ts), and `loadedPhases`, the phases other processes disturbed
 */
export function figuresOf({
  lighthouse,
  live,
  cached,
  uncached,
  renderPaced,
  publisher,
  loadedPhases,
  forced,
}) {
  const figures = [];
  const add = (key, label, values, phase, check, kind = 'budget') => {
    const summary = summarize(values);
    figures.push({
      key,
      label,
      ...summary,
      budget: check?.text ?? null,
      kind: check ? kind : 'figure',
      pass: check ? check.met(summary) : null,
      loaded: forced || [phase].flat().some((p) => loadedPhases.has(p)),
    });
  };
  for (const { name: page, runs, budgets: b } of lighthouse) {
    const phase = `${page}, Lighthouse`;
    const each = (k) => runs.map((r) => r[k]);
    const budget = (key, check) => (b[key] === undefined ? undefined : check(b[key]));
    add(`${page}Performance`, `${page} performance`, each('performance'), phase, atLeast(b.performance));
    add(`${page}Lcp`, `${page} LCP ms`, each('lcp'), phase, budget('lcp', atMost));
    add(`${page}Tbt`, `${page} TBT ms`, each('tbt'), phase, budget('tbt', blocking));
    add(`${page}Cls`, `${page} CLS`, each('cls'), phase, budget('cls', atMost));
    if (b.accessibility !== undefined)
      add(
        `${page}Accessibility`,
        `${page} accessibility`,
        each('accessibility'),
        phase,
        atLeast(b.accessibility),
      );
    add(`${page}Fcp`, `${page} FCP ms`, each('fcp'), phase);
    add(`${page}JsKB`, `${page} JS transferred KB`, each('jsKB'), phase);
    add(`${page}BenchmarkIndex`, `${page} Lighthouse benchmarkIndex`, each('benchmarkIndex'), phase);
  }
  if (live) {
    const each = (k) => live.map((r) => r[k]);
    add('liveP50', 'live publish → reader p50 ms', each('p50Ms'), 'live socket', atMost(200));
    add('liveP99', 'live publish → reader p99 ms', each('p99Ms'), 'live socket', atMost(1000));
    add('liveMemory', 'live memory per reader KB', each('memoryPerReaderKB'), 'live socket', atMost(30));
    add('liveIdleCpu', 'live idle readers, % of a core', each('idleCpuPercent'), 'live socket', atMost(2));
  }

  const server = (name, runs) => ({
    pages: (k) => runs.pages.map((r) => r[k]),
    statics: (k) => runs.statics.map((r) => r[k]),
    phase: `article page, ${name}`,
  });
  const c = server('cached', cached);
  add('staticRps', 'static file req/s', c.statics('rps'), c.phase);
  add('staticP99', 'static file p99 ms', c.statics('p99'), c.phase);
  add('articleRps', 'article page req/s', c.pages('rps'), c.phase);
  add('articleRatio', 'article page ÷ static file', cached.ratios, c.phase, atLeast(0.8));
  add('articleP99', 'article page p99 ms', c.pages('p99'), c.phase, below(150));
  if (c.pages('cpuMsPerRequest')[0] !== undefined) {
    add('staticCpuMs', 'static file CPU ms/request', c.statics('cpuMsPerRequest'), c.phase);
    add('articleCpuMs', 'article page CPU ms/request', c.pages('cpuMsPerRequest'), c.phase);
  }
  const u = server('uncached', uncached);
  add('renderStaticRps', 'static file req/s (render server)', u.statics('rps'), u.phase);
  add('renderRps', 'uncached render req/s', u.pages('rps'), u.phase);
  add('renderRatio', 'uncached render ÷ static file', uncached.ratios, u.phase);
  // flat out, 50 connections are a queue of 50: the p99 is the queue's length (Little's law), and the static file's
  // own is over 90 ms; the budget is the p99 at a steady rate (docs/adr-render-latency.md)
  add('renderP99FlatOut', 'uncached render p99 ms, flat out', u.pages('p99'), u.phase);
  const pacedPhase = 'article page, uncached, paced';
  if (renderPaced) {
    const at = `at ${renderPaced[0].rate}/s`;
    const each = (k) => renderPaced.map((r) => r[k]);
    add('renderP50', `uncached render p50 ms ${at}`, each('p50'), pacedPhase);
    add('renderP99', `uncached render p99 ms ${at}`, each('p99'), pacedPhase, atMost(50));
  }
  if (u.pages('cpuMsPerRequest')[0] !== undefined)
    add('renderCpuMs', 'CPU ms of one render', u.pages('cpuMsPerRequest'), u.phase);
  const errors = [cached, uncached].flatMap((r) => [...r.pages, ...r.statics].map((x) => x.errors));
  if (renderPaced) errors.push(...renderPaced.map((r) => r.errors));
  add('serverErrors', 'server errors (all runs)', errors, [c.phase, u.phase, pacedPhase], zero);

  if (publisher) {
    const p = publisher.figures;
    const aims = publisher.aims;
    const phase = 'publisher';
    add(
      'publisherColdStart',
      'publisher cold start ms',
      p.coldStartMs.runs,
      phase,
      below(aims.coldStartMs),
      'aim',
    );
    add(
      'getArticlesRps',
      'getArticles req/s',
      p.getArticlesRps.runs,
      phase,
      atLeast(aims.getArticlesRps),
      'aim',
    );
    add('getArticlesP99', 'getArticles p99 ms', p.getArticlesP99Ms.runs, phase, below(aims.p99Ms), 'aim');
    add('getArticleContentRps', 'getArticleContent req/s', p.getArticleContentRps.runs, phase);
    add(
      'getArticleContentP99',
      'getArticleContent p99 ms',
      p.getArticleContentP99Ms.runs,
      phase,
      below(aims.p99Ms),
      'aim',
    );
    // issue 14: the ranking and a category's accounts, at the publisher's read aim
    if (p.xyRankRps)
      add('xyRankRps', 'xyRank req/s', p.xyRankRps.runs, phase, atLeast(aims.getArticlesRps), 'aim');
    if (p.getCatXysRps)
      add('getCatXysRps', 'getCatXys req/s', p.getCatXysRps.runs, phase, atLeast(aims.getArticlesRps), 'aim');
    // issues 9, 10 and 13 (scripts/bench/publisher/bench-writes.ts): requirements, so budgets
    const b = publisher.budgets;
    if (b) {
      const w = publisher.writes;
      add('discussViewRps', 'discussView req/s', p.discussViewRps.runs, phase, atLeast(b.discussViewRps));
      const commentP99 = `comment post p99 ms at ${w.commentRate}/s`;
      add('postCommentP99', commentP99, p.postCommentP99Ms.runs, phase, atMost(b.writeP99Ms));
      add('postCommentFailed', 'comment posts not 200, status 0', p.postCommentFailed.runs, phase, zero);
      add('voteP99', `vote p99 ms at ${w.voteRate}/s`, p.voteP99Ms.runs, phase, atMost(b.writeP99Ms));
      add('voteFailed', 'votes not 200, status 0', p.voteFailed.runs, phase, zero);
      add('voteMiscounted', 'votes not counted exactly once', p.voteMiscounted.runs, phase, zero);
      add('signUpMs', `sign-up race ms (${w.signUpRacers} at once)`, p.signUpMs.runs, phase);
      add(
        'signUpSucceeded',
        `sign-ups through (last ${b.lastPlaces} places)`,
        p.signUpSucceeded.runs,
        phase,
        exactly(b.lastPlaces),
      );
      add('signUpOtherAnswers', 'sign-ups refused, not 名额已满', p.signUpOtherAnswers.runs, phase, zero);
      // issue 45 (scripts/bench/publisher/bench-exchange.ts): the last items of the points shop, exchanged and deducted once
      if (p.exchangeSucceeded) {
        add('exchangeMs', `exchange race ms (${w.exchangeRacers} at once)`, p.exchangeMs.runs, phase);
        const items = `(last ${b.lastItems} items)`;
        add(
          'exchangeSucceeded',
          `exchanges through ${items}`,
          p.exchangeSucceeded.runs,
          phase,
          exactly(b.lastItems),
        );
        add(
          'exchangeOtherAnswers',
          'exchanges refused, not 已兑完',
          p.exchangeOtherAnswers.runs,
          phase,
          zero,
        );
        add(
          'exchangeDeductions',
          `points deducted ${items}`,
          p.exchangeDeductions.runs,
          phase,
          exactly(b.lastItems),
        );
      }
      const searchP99 = `search p99 ms at ${w.searchRate}/s, ${w.searchContentTimes}× content`;
      add('searchP99', searchP99, p.searchP99Ms.runs, phase, atMost(b.searchP99Ms));
      add('searchFailed', 'searches not 200, status 0', p.searchFailed.runs, phase, zero);
    }
  }
  return figures;
}

/** whole numbers from 100 up, else three significant digits */
const number = (v) =>
  Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en') : String(Number(v.toPrecision(3)));

/** The table: figure, median, spread, budget, PASS/FAIL (aims: ok/miss, not failing the bench), LOADED. */
export function printFigures(figures) {
  console.log(`${'figure'.padEnd(36)}${'median'.padStart(9)}   ${'spread (min–max)'.padEnd(20)}budget`);
  for (const f of figures) {
    const verdict =
      f.pass === null
        ? ''
        : f.kind === 'aim'
          ? f.pass
            ? 'ok (aim)'
            : 'MISS (aim)'
          : f.pass
            ? 'PASS'
            : 'FAIL';
    console.log(
      `${f.label.padEnd(36)}${number(f.median).padStart(9)}   ${`${number(f.min)}–${number(f.max)}`.padEnd(20)}` +
        `${(f.budget ?? '').padEnd(18)}${verdict.padEnd(11)}${f.loaded ? 'LOADED' : ''}`.trimEnd(),
    );
  }
}
