// Field speed from real readers (issue 10): the web-vitals library's LCP, INP, CLS and TTFB for the page the reader
// landed on, sent with its page type to the big-data host as the page is hidden or left. The library arrives here by
// dynamic import after the page is idle (shell/useFieldSpeed.ts), never with a first load. It buffers what the
// browser measured before it loaded, so arriving late loses nothing.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { missingFields, missingFieldsError, webVitalsUrl } from '../lib/analyticsRecord';
import { beacon, bigData } from './analytics';
import { platform } from './platform';

export async function reportWebVitals(pageType: string, path: string): Promise<void> {
  // the native app measures and tracks for itself (spec §6)
  if (platform().isNativeApp) return;
  const config = await bigData();
  const missing = missingFields(config, 1);
  if (!config || missing.length > 0) {
    console.error(missingFieldsError, missing.join(', '));
    return;
  }
  const url = webVitalsUrl(config);
  const latest = new Map<string, Metric>();
  const keep = (metric: Metric) => latest.set(metric.name, metric);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // registered after the library's own listeners, so its final values for this page are in before the send
  const send = () => {
    if (latest.size === 0) return;
    const metrics = [...latest.values()].map(({ name, value, rating }) => ({ name, value, rating }));
    latest.clear();
    beacon(url, JSON.stringify({ pageType, path, metrics }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  // says the page is now measured (browser tests wait for it before leaving the page)
  document.documentElement.setAttribute('data-field-speed', '');
}
