import { eventChannel } from '~/lib/codes';
import type { ShareChannel } from '~/lib/shareLinks';
import { platform } from '~/platform/platform';

/**
 * A share counts on the article (event eventType 2), goes to analytics with its channel and earns a member points
 * (articleEvents.ts). Fire and forget: a lost count is not worth troubling the reader with, and the share itself has
 * already happened.
 */
export function recordShare(id: number, shareMode: boolean, channel: ShareChannel): void {
  void import('./articleEvents').then((m) => m.articleShared(id, shareMode, channel));
  if (platform().isNativeApp) return;
  void import('~/platform/publisher.client')
    .then((m) => m.loadApi('article'))
    .then((article) =>
      article.event({
        id,
        eventType: 2,
        channel: eventChannel({ inNativeApp: false, shareMode }),
      }),
    )
    .catch(() => {});
}
