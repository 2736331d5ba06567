// A chunk's PUT into the object store, against a stand-in XMLHttpRequest that answers as the store would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublisherError } from '../errors';
import { putToStore } from './putToStore';

type Answer = { status: number; progress?: number[] } | 'lost' | 'hang';

class FakeXhr {
  static next: Answer = { status: 200 };
  static sent: { method: string; url: string; body: unknown }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = '';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    const answer = FakeXhr.next;
    if (answer === 'hang') return;
    setTimeout(() => {
      if (answer === 'lost') return this.onerror?.();
      for (const loaded of answer.progress ?? [])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 4 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = answer.status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>';
      this.onload?.();
    });
  }
}

const url = 'https://store.example/bucket/incoming/abc.1?X-Amz-Signature=s';
const chunk = new Blob(['abcd']);

beforeEach(() => {
  FakeXhr.next = { status: 200 };
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const put = (signal = new AbortController().signal, timeoutMs?: number) => {
  const progress: number[] = [];
  const done = putToStore(url, chunk, { onProgress: (f) => progress.push(f), signal }, timeoutMs);
  return { done, progress };
};

describe('putToStore', () => {
  it('PUTs the chunk’s bytes to the presigned URL as they are, reporting progress', async () => {
    FakeXhr.next = { status: 200, progress: [1, 4] };
    const { done, progress } = put();
    await done;
    expect(FakeXhr.sent).toEqual([{ method: 'PUT', url, body: chunk }]);
    expect(progress).toEqual([0.25, 1]);
  });

  it('a refusal by the store or a lost connection is a network error, for the widget to send again', async () => {
    FakeXhr.next = { status: 403 };
    await expect(put().done).rejects.toMatchObject({
      kind: 'network',
      httpStatus: 403,
      operation: 'putToStore',
    });
    FakeXhr.next = 'lost';
    const lost = await put().done.catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(PublisherError);
    expect(lost).toMatchObject({ kind: 'network' });
  });

  it('a store that never answers is given up on at the time-out, as a network error', async () => {
    FakeXhr.next = 'hang';
    await expect(put(undefined, 20).done).rejects.toMatchObject({ kind: 'network' });
  });

  it('the caller’s cancellation rejects with its own reason, not as a failure', async () => {
    FakeXhr.next = 'hang';
    const controller = new AbortController();
    const { done } = put(controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await expect(done).rejects.not.toBeInstanceOf(PublisherError);
  });
});
