// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedPicture } from '~/api/comments/entities';
import { PublisherError } from '~/api/errors';
import { renderForTest } from '~/features/lists/renderForTest';
import { CommentPictures } from './CommentPictures';
import type { DraftPicture } from './drafts';

type UploadCall = {
  name: string;
  signal: AbortSignal;
  progress: (fraction: number) => void;
  resolve: (p: UploadedPicture) => void;
  reject: (e: unknown) => void;
};

const api = vi.hoisted(() => ({
  member: '42' as string | undefined,
  calls: [] as UploadCall[],
}));
vi.mock('./commentsClient', () => ({
  commentsApi: async () => ({
    memberId: () => api.member,
    upload: (picture: { name: string }, options: { onProgress: (f: number) => void; signal: AbortSignal }) =>
      new Promise<UploadedPicture>((resolve, reject) => {
        api.calls.push({
          name: picture.name,
          signal: options.signal,
          progress: options.onProgress,
          resolve,
          reject,
        });
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  }),
}));

beforeAll(() => {
  // jsdom has neither object URLs nor Blob#arrayBuffer; the browsers we serve have both
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
  api.member = '42';
  api.calls = [];
});
afterEach(cleanup);

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const png = (name: string) => new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });
const svgNamedJpg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'photo.jpg', {
    type: 'image/jpeg',
  });

/** The uploader inside a stand-in box that keeps the draft's pictures as CommentBox does. */
function Box({ onLogin = () => undefined }: { onLogin?: () => void }) {
  const [pictures, setPictures] = useState<DraftPicture[]>([]);
  return (
    <CommentPictures
      pictures={pictures}
      onUploaded={(p) => setPictures((list) => [...list, p])}
      onRemove={(id) => setPictures((list) => list.filter((p) => p.id !== id))}
      onUploadingChange={() => undefined}
      onLoginNeeded={onLogin}
    />
  );
}

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('添加图片', { selector: 'input' }), { target: { files } });
  });
}

describe('the comment box’s pictures', () => {
  it('uploads each picture at once, with its progress; an uploaded one is the draft’s and can be removed', async () => {
    renderForTest(<Box />);
    await choose(png('a.png'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    act(() => api.calls[0]!.progress(0.5));
    expect(screen.getByRole('progressbar', { name: '正在上传 50%' })).toBeTruthy();
    await act(async () => api.calls[0]!.resolve({ id: 7, url: 'https://pic.example/7.jpg' }));
    expect(screen.getByRole('img', { name: '评论图片 1' }).getAttribute('src')).toBe(
      'https://pic.example/7.jpg',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '移除第1张图片' }));
    expect(screen.queryByRole('img', { name: '评论图片 1' })).toBeNull();
  });

  it('takes nine pictures at most: the tenth is refused with the message', async () => {
    renderForTest(<Box />);
    await choose(...Array.from({ length: 10 }, (_, i) => png(`p${i}.png`)));
    await waitFor(() => expect(api.calls).toHaveLength(9));
    expect(api.calls.map((c) => c.name)).not.toContain('p9.png');
    expect(screen.getByRole('alert').textContent).toBe('最多可添加9张图片');
    expect(screen.getByText('已添加9/9张图片')).toBeTruthy();
    // the button tells the same when tapped with nine already there
    await choose(png('again.png'));
    expect(api.calls).toHaveLength(9);
  });

  it('refuses what is no jpg/jpeg/png/gif/bmp by its bytes or its name, with the spec’s message, uploading nothing', async () => {
    renderForTest(<Box />);
    await choose(svgNamedJpg());
    expect((await screen.findByRole('alert')).textContent).toBe('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    await choose(png('drawing.svg'));
    expect(screen.getByRole('alert').textContent).toBe('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    expect(api.calls).toHaveLength(0);
    // the good one of a mixed choice still goes
    await choose(svgNamedJpg(), png('good.png'));
    await waitFor(() => expect(api.calls.map((c) => c.name)).toEqual(['good.png']));
  });

  it('cancels an upload: the request is aborted and the picture is gone', async () => {
    renderForTest(<Box />);
    await choose(png('slow.png'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '取消上传' }));
    expect(api.calls[0]!.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed upload says so and can be tried again', async () => {
    renderForTest(<Box />);
    await choose(png('flaky.png'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(async () =>
      api.calls[0]!.reject(
        new PublisherError({ kind: 'network', key: 'network', operation: 'discussUpload' }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('图片上传失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await act(async () => api.calls[1]!.resolve({ id: 8, url: 'https://pic.example/8.jpg' }));
    expect(screen.getByRole('img', { name: '评论图片 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a reader who is not signed in to log in first, uploading nothing', async () => {
    api.member = undefined;
    const onLogin = vi.fn();
    renderForTest(<Box onLogin={onLogin} />);
    await choose(png('a.png'));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(api.calls).toHaveLength(0);
  });
});
