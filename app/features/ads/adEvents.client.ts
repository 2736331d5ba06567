// The ad event (spec §7, docs/ads.md), loaded after the page is idle: an impression when an ad is half in view for a
// second, a click when it is tapped, each once a page load, sent in batches, never holding a tap or a navigation.
// Skipped in the native app, as the tracking events are (spec §6).
import type { AdEvent } from '~/api/ads/client';
import { warnAdFailure } from '~/api/ads/warn';
import { loadApi } from '~/platform/publisher.client';
import { platform } from '~/platform/platform';

/** how long half an ad must stay in view */
export const impressionMs = 1_000;
/** how long events gather before they go in one report */
export const batchMs = 2_000;

const counted = new Set<string>();
const watched = new WeakSet<Element>();
const inView = new Map<Element, ReturnType<typeof setTimeout>>();
let waiting: AdEvent[] = [];
let sendTimer: ReturnType<typeof setTimeout> | undefined;
let observer: IntersectionObserver | undefined;

const adOf = (element: Element) => Number(element.getAttribute('data-ad')) || 0;

function record(id: number, kind: AdEvent['kind']) {
  const key = `${id}:${kind}`;
  if (id <= 0 || counted.has(key) || platform().isNativeApp) return;
  counted.add(key);
  waiting.push({ id, kind });
  sendTimer ??= setTimeout(send, batchMs);
}

/** Sends what has gathered; a failure loses these figures only, and warns once. */
export function send(): void {
  clearTimeout(sendTimer);
  sendTimer = undefined;
  if (waiting.length === 0) return;
  const batch = waiting;
  waiting = [];
  loadApi('ads')
    .then((api) => api.report(batch))
    .catch(warnAdFailure);
}

function onView(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting, intersectionRatio } of entries) {
    const half = isIntersecting && intersectionRatio >= 0.5;
    if (half && !inView.has(target)) {
      inView.set(
        target,
        setTimeout(() => {
          inView.delete(target);
          record(adOf(target), 0);
        }, impressionMs),
      );
    } else if (!half) {
      clearTimeout(inView.get(target));
      inView.delete(target);
    }
  }
}

/** a tap anywhere on an ad, seen on its way down (capture), never stopping it */
function onTap(event: Event) {
  const ad = event.target instanceof Element ? event.target.closest('[data-ad]') : null;
  if (ad) record(adOf(ad), 1);
}

function onHide() {
  if (document.visibilityState === 'hidden') send();
}

/** Watches every ad now on the page (again after a navigation brings new ones; an ad is watched once). */
export function watchAds(): void {
  if (platform().isNativeApp || typeof IntersectionObserver !== 'function') return;
  if (!observer) {
    observer = new IntersectionObserver(onView, { threshold: [0, 0.5] });
    document.addEventListener('click', onTap, true);
    document.addEventListener('visibilitychange', onHide);
  }
  for (const ad of document.querySelectorAll('[data-ad]')) {
    if (watched.has(ad)) continue;
    watched.add(ad);
    observer.observe(ad);
  }
}
