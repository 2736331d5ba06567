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
    const answer = await route(req);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  };
  return Object.assign(fn, { calls });
}

export const ok = (data: unknown) => ({ status: 0, message: 'success', data });
