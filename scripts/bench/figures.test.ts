// The bench's verdicts: medians with their spread, TBT's worst run, the throughput ratio, aims that never fail
// the bench, and LOADED on every figure a busy machine touched.
import { describe, expect, it } from 'vitest';
import { figuresOf } from './figures.mjs';
import { LIGHTHOUSE_PAGES } from './pages.mjs';
import { summarize } from './stats.mjs';

const lighthouseRun = (tbt: number) => ({
  performance: 100,
  accessibility: 100,
  lcp: 1000,
  fcp: 800,
  tbt,
  cls: 0,
  jsKB: 100,
  benchmarkIndex: 1500,
});
const serverRun = (rps: number, p99: number) => ({
  rps,
  p50: p99 / 2,
  p99,
  requests: rps * 5,
  errors: 0,
  cpuMsPerRequest: 1,
});
const server = (pageRps: number, p99: number) => ({
  pages: [serverRun(pageRps, p99), serverRun(pageRps, p99)],
  statics: [serverRun(500, 100), serverRun(500, 100), serverRun(500, 100)],
  ratios: [pageRps / 500, pageRps / 500],
});
const publisher = {
  aims: { coldStartMs: 3000, getArticlesRps: 2000, p99Ms: 50 },
  figures: {
    coldStartMs: summarize([1000]),
    getArticlesRps: summarize([100]),
    getArticlesP99Ms: summarize([10]),
    getArticleContentRps: summarize([5000]),
    getArticleContentP99Ms: summarize([5]),
  },
};
const articleBudgets = { performance: 98, lcp: 1200, tbt: 50, cls: 0.01, accessibility: 100 };
const results = (overrides = {}) => ({
  lighthouse: [
    { name: 'article', budgets: articleBudgets, runs: [10, 20, 30, 40, 50].map(lighthouseRun) },
    { name: 'home', budgets: { performance: 95, tbt: 100 }, runs: [50, 60, 70, 80, 90].map(lighthouseRun) },
  ],
  cached: server(450, 100),
  uncached: server(100, 40),
  publisher,
  loadedPhases: new Set<string>(),
  forced: false,
  ...overrides,
});
const byKey = (figures: ReturnType<typeof figuresOf>) => Object.fromEntries(figures.map((f) => [f.key, f]));

describe('bench figures', () => {
  it('are the median of the runs with their spread; an even count takes the mean of the middle two', () => {
    expect(summarize([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, runs: [3, 1, 2] });
    expect(summarize([4, 1, 2, 3]).median).toBe(2.5);
  });

  it('passes when every budget is met; aims missed do not fail the bench', () => {
    const figures = figuresOf(results());
    expect(figures.filter((f) => f.kind === 'budget' && !f.pass)).toEqual([]);
    expect(byKey(figures).getArticlesRps).toMatchObject({ kind: 'aim', pass: false });
  });

  it('fails TBT when one run is over twice the budget, though the median is under it', () => {
    const f = byKey(
      figuresOf(
        results({
          lighthouse: [
            { name: 'article', budgets: articleBudgets, runs: [10, 10, 10, 10, 101].map(lighthouseRun) },
          ],
        }),
      ),
    );
    expect(f.articleTbt).toMatchObject({ median: 10, max: 101, pass: false });
  });

  it('judges only the budgets a page has: a page without an LCP budget reports its LCP as a figure', () => {
    const f = byKey(figuresOf(results()));
    expect(f.homeLcp).toMatchObject({ median: 1000, kind: 'figure', pass: null });
    expect(f.homeTbt).toMatchObject({ median: 70, budget: '≤ 100, each ≤ 200', pass: true });
    expect(f.homeAccessibility).toBeUndefined();
  });

  it('judges page throughput as a ratio to the static file of the same run', () => {
    const f = byKey(figuresOf(results({ cached: server(350, 100) })));
    expect(f.articleRatio).toMatchObject({ median: 0.7, pass: false });
    expect(f.articleRps.pass).toBeNull();
  });

  it('marks LOADED the figures of a disturbed phase, and every figure of a forced run', () => {
    const some = figuresOf(results({ loadedPhases: new Set(['home, Lighthouse']) }));
    expect(some.filter((f) => f.loaded).map((f) => f.key)).toEqual(
      some.filter((f) => f.key.startsWith('home')).map((f) => f.key),
    );
    expect(figuresOf(results({ forced: true })).every((f) => f.loaded)).toBe(true);
  });

  it("holds each page to its issue's budgets: gallery, video and search to TBT 50 ms and CLS 0, all to 95", () => {
    const budgets = Object.fromEntries(LIGHTHOUSE_PAGES.map((p) => [p.name, p.budgets]));
    for (const name of ['imageDetail', 'videoDetail', 'search'])
      expect(budgets[name]).toEqual({ performance: 95, tbt: 50, cls: 0 });
    expect(budgets.article).toMatchObject({ performance: 98, lcp: 1200, tbt: 50 });
    expect(LIGHTHOUSE_PAGES.every((p) => p.budgets.performance >= 95)).toBe(true);
    const shifted = { ...lighthouseRun(20), cls: 0.02 };
    const f = byKey(
      figuresOf(
        results({
          lighthouse: [
            {
              name: 'videoDetail',
              budgets: budgets.videoDetail,
              runs: [60, 60, 60, 60, 60].map(lighthouseRun),
            },
            { name: 'search', budgets: budgets.search, runs: [shifted, shifted, shifted] },
          ],
        }),
      ),
    );
    expect(f.videoDetailTbt).toMatchObject({ median: 60, pass: false });
    expect(f.searchCls).toMatchObject({ budget: '≤ 0', pass: false });
    expect(f.searchLcp).toMatchObject({ kind: 'figure', pass: null });
  });
});
