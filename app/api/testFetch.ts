// Test helper: a fetch that answers from a route table and records what was asked.
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
