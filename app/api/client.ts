// The publisher client the server renders with: every area's client on one core (api/server.ts builds it).
// The browser builds only the areas a page uses (platform/publisher.client.ts).
import { areas, type AreaName, type Areas } from './areas';
import type { Core } from './core';

export type PublisherClient = { [A in AreaName]: ReturnType<Areas[A]['api']> };

export function createPublisherClient(core: Core): PublisherClient {
  return Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [name, area.api(core)]),
  ) as PublisherClient;
}
