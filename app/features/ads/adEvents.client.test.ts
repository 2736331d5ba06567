// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const report = vi.fn();
const inApp = { isNativeApp: false };
vi.mock('~/platform/publisher.client', () => ({ loadApi: async () => ({ report }) }));
vi.mock('~/platform/platform', () => ({ platform: () => inApp }));

type Watch = (entries: Partial<IntersectionObserverEntry>[]) => void;
let seeing: Watch = () => {};
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    seeing = (entries) => callback(entries as IntersectionObserverEntry[], this as never);
  }
  observe() {}
}

vi.stubGlobal('IntersectionObserver', FakeObserver);
const { watchAds, batchMs } = await import('./adEvents.client');

/** each test its own ad: an ad counts once a page load, and the module is the page's */
let adId = 0;
beforeEach(() => {
  vi.useFakeTimers();
  report.mockReset().mockResolvedValue({ counted: 1 });
  inApp.isNativeApp = false;
  adId += 1;
  document.body.innerHTML = `<a data-ad="${adId}" href="#">ad</a>`;
});
afterEach(() => {
  vi.useRealTimers();
});

const ad = () => document.querySelector('[data-ad]')!;
const view = (ratio: number) =>
  seeing([{ target: ad(), isIntersecting: ratio > 0, intersectionRatio: ratio }]);

describe('the ad event', () => {
  it('an impression after a second half in view, once however often it comes back, and one click, in one batch', async () => {
    watchAds();
    view(0.6);
    vi.advanceTimersByTime(1_000);
    ad().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    for (let time = 0; time < 3; time += 1) {
      view(0);
      view(0.6);
      vi.advanceTimersByTime(1_000);
      ad().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    await vi.advanceTimersByTimeAsync(batchMs * 3);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith([
      { id: adId, kind: 0 },
      { id: adId, kind: 1 },
    ]);
  });

  it('no impression for less than a second, or less than half in view', async () => {
    watchAds();
    view(0.6);
    vi.advanceTimersByTime(900);
    view(0.3);
    vi.advanceTimersByTime(2_000);
    await vi.advanceTimersByTimeAsync(batchMs);
    expect(report).not.toHaveBeenCalled();
  });

  it('sends nothing in the native app', async () => {
    inApp.isNativeApp = true;
    watchAds();
    ad().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(batchMs);
    expect(report).not.toHaveBeenCalled();
  });

  it('a failed report warns once and breaks nothing', async () => {
    report.mockRejectedValue(new Error('ad server down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    watchAds();
    ad().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(batchMs);
    document.body.innerHTML += '<a data-ad="99" href="#">another</a>';
    watchAds();
    document.querySelector('[data-ad="99"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(batchMs);
    expect(report).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/请联系管理员/);
  });
});
