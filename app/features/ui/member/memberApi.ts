// An area's browser client with whether a member is signed in, loaded on first use: its own small module, so a page
// that acts for a member but reads nothing of theirs on first load carries no more than this.
import type { BrowserArea } from '~/platform/publisher.client';

export async function memberApi<A extends BrowserArea>(area: A) {
  const publisher = await import('~/platform/publisher.client');
  const api = await publisher.loadApi(area);
  return { api, signedIn: publisher.browserCore().credentials.member() !== undefined };
}
