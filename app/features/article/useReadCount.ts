import { useEffect } from 'react';

/** spec §9 event channel: 3 in share mode, 1 otherwise (2 is the native app, which is never counted here). */
function channel(share: boolean): number {
  return share ? 3 : 1;
}

/**
 * Counts the read once the page is alive (spec §7 `event`, eventType 0). The native app counts
 * its own reads (spec §6), so tracking is skipped there. The client loads after hydration, so its
 * bytes never hold up the article's first paint.
 */
export function useReadCount(id: number, share: boolean) {
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [{ platform }, { publisherForBrowser }] = await Promise.all([
        import('~/platform/platform'),
        import('~/platform/publisher.client'),
      ]);
      if (cancelled || platform().isNativeApp) return;
      await publisherForBrowser().event({ id, eventType: 0, channel: channel(share) });
    })().catch(() => {
      // a lost read count is not worth troubling the reader with
    });
    return () => {
      cancelled = true;
    };
  }, [id, share]);
}
