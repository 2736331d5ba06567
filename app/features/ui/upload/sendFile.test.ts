import { describe, expect, it, vi } from 'vitest';
import type { UploadsApi } from '~/api/uploads/client';
import type { UploadTicket } from '~/api/uploads/entities';
import { PublisherError } from '~/api/errors';
import { needsNewTicket, sendFile, type UploadState } from './sendFile';

const attachment = {
  id: 100000001,
  kind: 'picture' as const,
  url: 'http://pub/pic/uploads/a.jpg',
  duration: 0,
  poster: '',
};

function fakeApi(ticket: Partial<UploadTicket> = {}) {
  const calls: string[] = [];
  const api: UploadsApi = {
    ticket: async ({ size }) => {
      calls.push(`ticket ${size}`);
      const chunkBytes = ticket.chunkBytes ?? 4;
      return {
        uploadId: 7,
        maxBytes: 100,
        expiresAt: Date.now() + 3_600_000,
        chunkBytes,
        chunks: Math.ceil(size / chunkBytes),
        putUrls: [],
        ...ticket,
      };
    },
    send: async (uploadId, { index, blob }, { onProgress }) => {
      calls.push(`send ${uploadId}#${index} ${blob.size}`);
      onProgress(1);
    },
    putToStore: async (url, blob, { onProgress }) => {
      calls.push(`put ${url} ${blob.size}`);
      onProgress(1);
    },
    finish: async (uploadId) => {
      calls.push(`finish ${uploadId}`);
      return attachment;
    },
    results: async () => [],
  };
  return { api, calls };
}

const file = { blob: new Blob(['0123456789']), name: 'a.jpg' };
const options = (states: UploadState[], progress: number[] = []) => ({
  accepts: 'picture' as const,
  signal: new AbortController().signal,
  onProgress: (f: number) => progress.push(f),
  onState: (s: UploadState) => states.push(s),
});

describe('sendFile', () => {
  it('sends a file in chunks to the publisher, then finishes it', async () => {
    const { api, calls } = fakeApi();
    const states: UploadState[] = [];
    const progress: number[] = [];
    expect(await sendFile(api, file, { sent: [] }, options(states, progress))).toEqual(attachment);
    expect(calls).toEqual(['ticket 10', 'send 7#0 4', 'send 7#1 4', 'send 7#2 2', 'finish 7']);
    expect(states.map((s) => s.sent)).toEqual([[], [0], [0, 1], [0, 1, 2]]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toContain(0.4);
  });

  it('puts each chunk straight into the object store when the ticket names its URLs', async () => {
    const { api, calls } = fakeApi({ chunkBytes: 8, putUrls: ['https://s3/a.0', 'https://s3/a.1'] });
    await sendFile(api, file, { sent: [] }, options([]));
    expect(calls).toEqual(['ticket 10', 'put https://s3/a.0 8', 'put https://s3/a.1 2', 'finish 7']);
  });

  it('resumes a kept upload with the chunks not yet acknowledged, on the same ticket', async () => {
    const { api, calls } = fakeApi();
    const ticket = {
      uploadId: 9,
      maxBytes: 100,
      expiresAt: Date.now() + 600_000,
      chunkBytes: 4,
      chunks: 3,
      putUrls: [],
    };
    const progress: number[] = [];
    await sendFile(api, file, { ticket, sent: [0, 2] }, options([], progress));
    expect(calls).toEqual(['send 9#1 4', 'finish 9']);
    expect(progress[0]).toBe(0.6);
  });

  it('starts again from a new ticket when the kept one is about to expire', async () => {
    const { api, calls } = fakeApi();
    const ticket = {
      uploadId: 9,
      maxBytes: 100,
      expiresAt: Date.now() + 30_000,
      chunkBytes: 4,
      chunks: 3,
      putUrls: [],
    };
    await sendFile(api, file, { ticket, sent: [0] }, options([]));
    expect(calls[0]).toBe('ticket 10');
    expect(calls.filter((c) => c.startsWith('send'))).toHaveLength(3);
  });

  it('starts from a new ticket after a refusal, not after a lost network', () => {
    expect(
      needsNewTicket(
        new PublisherError({
          kind: 'status',
          key: 'error',
          httpStatus: 400,
          message: '文件未传完，请重新上传',
        }),
      ),
    ).toBe(true);
    expect(needsNewTicket(new PublisherError({ kind: 'network', key: 'network' }))).toBe(false);
    expect(needsNewTicket(new PublisherError({ kind: 'http', key: 'error', httpStatus: 502 }))).toBe(false);
  });
});

describe('a chunk that stops moving', () => {
  it('is given up as a lost network after the stall time, keeping the chunks sent before it', async () => {
    const { api } = fakeApi();
    let calls = 0;
    api.send = (_id, _chunk, { signal, onProgress }) =>
      new Promise((resolve, reject) => {
        calls += 1;
        if (calls === 1) return resolve();
        onProgress(0.2);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const states: UploadState[] = [];
    const failure = sendFile(api, file, { sent: [] }, { ...options(states), stallMs: 20 });
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
    expect(states.at(-1)?.sent).toEqual([0]);
  });
});

describe('a done call the publisher is already at', () => {
  it('is asked again until it answers (a done call cut off by a lost network may still be judging the file)', async () => {
    vi.useFakeTimers();
    try {
      const { api, calls } = fakeApi();
      let busy = 2;
      api.finish = async (uploadId) => {
        calls.push(`finish ${uploadId}`);
        if (busy-- > 0)
          throw new PublisherError({
            kind: 'status',
            key: 'error',
            httpStatus: 409,
            message: '文件正在处理，请稍后再试',
          });
        return attachment;
      };
      const result = sendFile(api, file, { sent: [] }, options([]));
      await vi.advanceTimersByTimeAsync(4_100);
      expect(await result).toEqual(attachment);
      expect(calls.filter((c) => c.startsWith('finish'))).toHaveLength(3);
      expect(needsNewTicket(new PublisherError({ kind: 'status', key: 'error', httpStatus: 409 }))).toBe(
        false,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
