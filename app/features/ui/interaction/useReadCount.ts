import { useEffect } from 'react';
import { eventChannel } from '~/lib/codes';
import { platform } from '~/platform/platform';

/**
 * Counts the read once the page is alive (spec §7 `event`, eventType 0). The native app counts
 * its own reads (spec §6), so tracking is skipped there. It runs in the interaction bar, which loads after
 * hydration, so its bytes never hold up the article's first paint. id 0: the page counts its own reads.
 */
export function useReadCount(id: number, shareMode: boolean) {
  useEffect(() => {
    if (!id || platform().isNativeApp) return;
    let cancelled = false;
    void import('~/platform/publisher.client')
      .then((m) => m.loadApi('article'))
      .then((article) => {
        if (cancelled) return;
        return article.event({
          id,
          eventType: 0,
          channel: eventChannel({ inNativeApp: false, shareMode }),
        });
      })
      .catch(() => {
        // a lost read count is not worth troubling the reader with
      });
    return () => {
      cancelled = true;
    };
  }, [id, shareMode]);
}
