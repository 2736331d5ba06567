// temporary probe (not committed): Lighthouse runs of the article, the bench's way, with the LCP phases
import { lighthouseRun } from './bench/lighthouse.mjs';
import { firstNewsArticle } from './bench/pages.mjs';
import { prepareBuild, startApp, startPublisher, stopAll } from './bench/servers.mjs';

prepareBuild();
const publisher = await startPublisher();
try {
  await startApp(publisher);
  const url = await firstNewsArticle();
  const runs = Number(process.env.RUNS ?? 3);
  for (let i = 0; i < runs + 1; i++) {
    const f = await lighthouseRun(url);
    console.log(i === 0 ? 'warm-up' : `run ${i}`, JSON.stringify({ lcp: f.lcp, fcp: f.fcp, cls: f.cls, bi: f.benchmarkIndex }));
  }
} finally {
  await stopAll();
}
