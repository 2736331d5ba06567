// Pages reach the browser client through this dynamic import, so its ~10 KB (gzip) never counts toward
// a page's first-load budget: reads happen in server loaders, the browser client only serves interactions.
import type { PublisherClient } from '../api/index';

export function loadPublisher(): Promise<PublisherClient> {
  return import('./publisher.client').then((m) => m.publisherForBrowser());
}
