// One HTTP exchange with a time-out and caller cancellation; every failure becomes a PublisherError,
// except a caller's own cancellation, which rejects with the caller's abort reason.
import { PublisherError } from './errors';

export interface Exchange {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** form-encoded body for POST, or a multipart form (an upload) */
  body?: string | FormData;
  timeoutMs: number;
  signal?: AbortSignal;
  operation: string;
}

export interface ExchangeResult {
  httpStatus: number;
  body: unknown;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Reads a body as JSON; a JSONP wrapper `fn({...})` is unwrapped (web endpoints accept jsoncallback). */
function parseJson(text: string): unknown {
  const trimmed = text.trim();
  const jsonp = /^[\w$.]+\(([\s\S]*)\);?$/.exec(trimmed);
  return JSON.parse(jsonp ? jsonp[1]! : trimmed);
}

export async function exchange(fetchFn: FetchLike, x: Exchange): Promise<ExchangeResult> {
  // AbortSignal.any is too new for the webviews we serve (Chrome 87), so the two causes are joined by hand.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, x.timeoutMs);
  const onCallerAbort = () => controller.abort();
  x.signal?.addEventListener('abort', onCallerAbort);
  const fail = (kind: 'network' | 'timeout' | 'http' | 'malformed', extra: object = {}) =>
    new PublisherError({
      kind,
      key: kind === 'http' ? 'error' : kind,
      operation: x.operation,
      ...extra,
    });
  try {
    if (x.signal?.aborted) throw x.signal.reason;
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(x.url, {
        method: x.method,
        headers: x.headers,
        body: x.body,
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      if (x.signal?.aborted) throw x.signal.reason;
      if (timedOut) throw fail('timeout', { cause });
      throw fail('network', { cause });
    }
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : parseJson(text);
    } catch (cause) {
      if (!response.ok) throw fail('http', { httpStatus: response.status, cause });
      throw fail('malformed', { httpStatus: response.status, cause });
    }
    return { httpStatus: response.status, body };
  } finally {
    clearTimeout(timer);
    x.signal?.removeEventListener('abort', onCallerAbort);
  }
}
