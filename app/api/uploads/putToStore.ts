// One chunk straight into the object store: a PUT of its bytes to the presigned URL its ticket gave (the length is
// signed, so the store takes exactly that chunk). Through XMLHttpRequest, which reports upload progress. The store
// answers in its own words (S3's XML), never the publisher's envelope, so any failure reads as the network's: the
// widget sends the chunk again.
import { PublisherError } from '../errors';
import { timeouts } from '../operation';
import { xhrFetch } from '../xhrFetch';

const operation = 'putToStore';

export async function putToStore(
  url: string,
  blob: Blob,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
  timeoutMs: number = timeouts.upload,
): Promise<void> {
  // the caller's cancellation and the time-out joined by hand, as in transport.ts (old webviews lack AbortSignal.any)
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort);
  try {
    if (signal.aborted) throw signal.reason;
    let response: Response;
    try {
      response = await xhrFetch(onProgress)(url, { method: 'PUT', body: blob, signal: controller.signal });
    } catch (cause) {
      if (signal.aborted) throw signal.reason;
      throw new PublisherError({ kind: 'network', key: 'network', operation, cause });
    }
    if (!response.ok)
      throw new PublisherError({ kind: 'network', key: 'network', httpStatus: response.status, operation });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
