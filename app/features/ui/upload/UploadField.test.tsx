// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment, UploadTicket } from '~/api/uploads/entities';
import { PublisherError } from '~/api/errors';
import { renderForTest } from '~/features/lists/renderForTest';
import type { DraftFile } from './formDrafts';
import { UploadField } from './UploadField';

/** one chunk on its way: the test answers it */
type Sending = {
  uploadId: number;
  index: number;
  signal: AbortSignal;
  progress: (f: number) => void;
  resolve: () => void;
  reject: (e: unknown) => void;
};

const api = vi.hoisted(() => ({
  signedIn: true,
  chunkBytes: 1 << 20,
  tickets: 0,
  sending: [] as Sending[],
  finished: [] as number[],
}));

vi.mock('./uploadsClient', () => ({
  uploadsClient: async () => ({
    signedIn: api.signedIn,
    api: {
      ticket: async ({ size }: { size: number }): Promise<UploadTicket> => {
        api.tickets += 1;
        return {
          uploadId: 100 + api.tickets,
          maxBytes: 20 << 20,
          expiresAt: Date.now() + 3_600_000,
          chunkBytes: api.chunkBytes,
          chunks: Math.ceil(size / api.chunkBytes),
          putUrls: [],
        };
      },
      send: (
        uploadId: number,
        chunk: { index: number },
        options: { onProgress: (f: number) => void; signal: AbortSignal },
      ) =>
        new Promise<void>((resolve, reject) => {
          api.sending.push({
            uploadId,
            index: chunk.index,
            signal: options.signal,
            progress: options.onProgress,
            resolve,
            reject,
          });
          options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      finish: async (uploadId: number): Promise<Attachment> => {
        api.finished.push(uploadId);
        return {
          id: uploadId,
          kind: 'picture',
          url: `https://pic.example/${uploadId}.jpg`,
          duration: 0,
          poster: '',
        };
      },
    },
  }),
}));

beforeAll(() => {
  // jsdom has no object URLs, no Blob#arrayBuffer and decodes no pictures (shrinkPicture then sends the picture
  // as it is); the browsers we serve have all three
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
});
beforeEach(() => {
  Object.assign(api, { signedIn: true, chunkBytes: 1 << 20, tickets: 0, sending: [], finished: [] });
});
afterEach(cleanup);

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const png = (name: string, size = pngBytes.length) =>
  new File([new Uint8Array(pngBytes), new Uint8Array(size - pngBytes.length)], name, { type: 'image/png' });
const pageNamedJpg = () =>
  new File(['<!DOCTYPE html><script>alert(1)</script>'], 'photo.jpg', { type: 'image/jpeg' });

/** The widget inside a stand-in form that keeps the draft's files as a form does; `seen` gets every change. */
function Form({
  initial = [],
  seen,
  onLogin = () => undefined,
}: {
  initial?: DraftFile[];
  seen?: (f: DraftFile[]) => void;
  onLogin?: () => void;
}) {
  const [files, setFiles] = useState(initial);
  return (
    <UploadField
      accepts="picture"
      max={3}
      files={files}
      onFiles={(next) =>
        setFiles((list) => {
          const updated = next(list);
          seen?.(updated);
          return updated;
        })
      }
      onLoginNeeded={onLogin}
    />
  );
}

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('添加图片', { selector: 'input' }), { target: { files } });
  });
}

const answer = async (i: number) => act(async () => api.sending[i]!.resolve());

describe('the upload widget', () => {
  it('sends a picture at once with its progress; once kept it can be removed', async () => {
    let latest: DraftFile[] = [];
    renderForTest(<Form seen={(f) => (latest = f)} />);
    await choose(png('a.png'));
    await waitFor(() => expect(api.sending).toHaveLength(1));
    act(() => api.sending[0]!.progress(0.5));
    expect(screen.getByRole('progressbar', { name: '正在上传第1张图片 50%' })).toBeTruthy();
    await answer(0);
    await waitFor(() => expect(api.finished).toEqual([101]));
    // drawn from the bytes the page has: a tile should not fetch the stored picture
    expect(screen.getByRole('img', { name: '第1张图片' }).getAttribute('src')).toBe('blob:preview');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(latest[0]!.attachment?.id).toBe(101);
    expect(latest[0]!.blob).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '移除第1张图片' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('sends a large file in chunks and keeps which chunks arrived, for a reload to resume from', async () => {
    api.chunkBytes = 8;
    let latest: DraftFile[] = [];
    renderForTest(<Form seen={(f) => (latest = f)} />);
    await choose(png('big.png', 20));
    await waitFor(() => expect(api.sending).toHaveLength(1));
    await answer(0);
    await waitFor(() => expect(api.sending).toHaveLength(2));
    expect(latest[0]!.upload.sent).toEqual([0]);
    expect(api.sending.map((s) => s.index)).toEqual([0, 1]);
  });

  it('resumes a file of a draft reopened with the chunks it still lacks, on its ticket', async () => {
    api.chunkBytes = 8;
    const ticket = {
      uploadId: 55,
      maxBytes: 1 << 20,
      expiresAt: Date.now() + 600_000,
      chunkBytes: 8,
      chunks: 3,
      putUrls: [],
    };
    const kept: DraftFile = {
      key: 'k',
      name: 'big.png',
      kind: 'picture',
      blob: png('big.png', 20),
      upload: { ticket, sent: [0, 1] },
    };
    renderForTest(<Form initial={[kept]} />);
    await waitFor(() => expect(api.sending).toHaveLength(1));
    expect(api.sending[0]).toMatchObject({ uploadId: 55, index: 2 });
    expect(api.tickets).toBe(0);
  });

  it('shows a kept file of a draft reopened (no bytes of its own any more) from the publisher’s copy', () => {
    const attachment = {
      id: 9,
      kind: 'picture' as const,
      url: 'https://pic.example/9.jpg',
      duration: 0,
      poster: '',
    };
    renderForTest(
      <Form initial={[{ key: 'k', name: 'a.jpg', kind: 'picture', upload: { sent: [0] }, attachment }]} />,
    );
    expect(screen.getByRole('img', { name: '第1张图片' }).getAttribute('src')).toBe(
      'https://pic.example/9.jpg',
    );
    expect(screen.getByRole('button', { name: '移除第1张图片' }).textContent).toBe('移除');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.tickets).toBe(0);
  });

  it('refuses what is no picture by its bytes, whatever its name, with the spec’s words, sending nothing', async () => {
    renderForTest(<Form />);
    await choose(pageNamedJpg());
    expect((await screen.findByRole('alert')).textContent).toBe('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    expect(api.tickets).toBe(0);
    await choose(pageNamedJpg(), png('good.png'));
    await waitFor(() => expect(api.sending).toHaveLength(1));
  });

  it('takes as many as the form allows, and says so', async () => {
    renderForTest(<Form />);
    await choose(png('1.png'), png('2.png'), png('3.png'), png('4.png'));
    await waitFor(() => expect(api.sending).toHaveLength(3));
    expect(screen.getByRole('alert').textContent).toBe('最多可添加3张图片');
    expect(screen.getByText('已添加3/3张图片')).toBeTruthy();
  });

  it('retries one failed file without touching the others', async () => {
    renderForTest(<Form />);
    await choose(png('ok.png'), png('flaky.png'));
    await waitFor(() => expect(api.sending).toHaveLength(2));
    await act(async () =>
      api.sending[1]!.reject(new PublisherError({ kind: 'http', key: 'error', httpStatus: 502 })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('上传失败');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(api.sending).toHaveLength(3));
    expect(api.sending[2]!.uploadId).toBe(api.sending[1]!.uploadId);
    expect(api.sending[0]!.signal.aborted).toBe(false);
  });

  it('pauses on a lost network and goes on by itself when it is back', async () => {
    renderForTest(<Form />);
    await choose(png('a.png'));
    await waitFor(() => expect(api.sending).toHaveLength(1));
    await act(async () => api.sending[0]!.reject(new PublisherError({ kind: 'network', key: 'network' })));
    expect((await screen.findByRole('alert')).textContent).toBe('网络已断开，联网后自动继续上传');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(api.sending).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops what is on its way when the browser says the network is gone, and goes on when it is back', async () => {
    renderForTest(<Form />);
    await choose(png('a.png'));
    await waitFor(() => expect(api.sending).toHaveLength(1));
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(api.sending[0]!.signal.aborted).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe('网络已断开，联网后自动继续上传');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(api.sending).toHaveLength(2));
    expect(api.sending[1]!.uploadId).toBe(api.sending[0]!.uploadId);
  });

  it('cancels an upload: the request is aborted and the file is gone', async () => {
    let latest: DraftFile[] = [];
    renderForTest(<Form seen={(f) => (latest = f)} />);
    await choose(png('slow.png'));
    await waitFor(() => expect(api.sending).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '取消上传第1张图片' }));
    expect(api.sending[0]!.signal.aborted).toBe(true);
    expect(latest).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks a visitor to sign in first, sending nothing', async () => {
    api.signedIn = false;
    const onLogin = vi.fn();
    renderForTest(<Form onLogin={onLogin} />);
    await choose(png('a.png'));
    expect(onLogin).toHaveBeenCalled();
    expect(api.tickets).toBe(0);
  });
});
