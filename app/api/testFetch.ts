// Test helpers: a fetch that answers from a route table and records what was asked, and a core on it.
import { basesFromRoot } from './bases';
import { createCore, type CoreOptions } from './core';
import { createMemoryCredentials, type Credentials } from './credentials';
import type { FetchLike } from './transport';

export interface Recorded {
  url: URL;
  method: string;
  headers: Record<string, string>;
  params: URLSearchParams;
}

export type Responder = (req: Recorded) => unknown | Response | Promise<unknown | Response>;

export function fakeFetch(routes: Record<string, Responder>): FetchLike & { calls: Recorded[] } {
  const calls: Recorded[] = [];
  const fn = async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://test.local');
    const method = init.method ?? 'GET';
    const params = method === 'GET' ? url.searchParams : new URLSearchParams(String(init.body ?? ''));
    const req: Recorded = { url, method, headers: { ...(init.headers as Record<string, string>) }, params };
    calls.push(req);
    const name = url.pathname.split('/').pop() ?? '';
    const route = routes[name];
    if (!route) return new Response('not found', { status: 404 });
    // like a real fetch, an aborted request rejects at once, even while the route is still thinking
    const aborted = new Promise<never>((_, reject) => {
      const signal = init.signal;
      const fail = () => reject(new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) fail();
      signal?.addEventListener('abort', fail);
    });
    const answer = await Promise.race([route(req), aborted]);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  };
  return Object.assign(fn, { calls });
}

export const ok = (data: unknown) => ({ status: 0, message: 'success', data });

/** A wrapped getConfig answer: site 3, token mode, no auth, apiVersion 2. */
export const siteConfig = (over: Record<string, unknown> = {}, xyApi: Record<string, unknown> = {}) =>
  ok({
    siteID: 3,
    tokenEnable: 1,
    ...over,
    xyApi: { siteId: 3, xyAuth: 0, curVersions: '1', apiVersion: '2', securitySource: 'touchsrc', ...xyApi },
  });

/** A core on a fake publisher that answers getConfig and getAnonymousToken unless `routes` say otherwise. */
export function testCore(routes: Record<string, Responder>, over: Partial<CoreOptions> = {}) {
  const fetch = fakeFetch({
    getConfig: () => siteConfig(),
    getAnonymousToken: () => ok({ securityToken: 'anon-1' }),
    ...routes,
  });
  const credentials: Credentials = over.credentials ?? createMemoryCredentials('dev-1', () => Date.now());
  const core = createCore({ bases: basesFromRoot('http://pub'), credentials, fetch, appId: 7, ...over });
  return { core, fetch, credentials };
}
