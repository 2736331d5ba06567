// fetch reports no upload progress; XMLHttpRequest does. This is a FetchLike on XMLHttpRequest, so an upload goes
// through the same exchange (time-out, cancellation, envelope, recoveries) as every other call, and reports how
// much of its body has left. Loaded only with the clients that upload (the comment box's pictures, the upload
// widget's files).
import type { FetchLike } from './transport';

/** A fetch for one upload: `onProgress(fraction)` as the body leaves (0 to 1). */
export function xhrFetch(onProgress: (fraction: number) => void): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      // a 204 may carry no body, and Response says so
      xhr.onload = () =>
        resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }));
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.ontimeout = xhr.onerror;
      const signal = init.signal;
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) return xhr.abort();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
