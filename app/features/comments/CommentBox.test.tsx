// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { statusError } from '~/api/envelope';
import { renderForTest } from '~/features/lists/renderForTest';
import CommentBox from './CommentBox';
import { readFormDraft } from '~/features/ui/upload/formDrafts';
import { draftKey, type CommentFields } from './drafts';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('./commentsClient', () => ({
  commentsApi: async () => ({ memberId: () => '7', post: api.post }),
}));

beforeAll(() => {
  // jsdom lays nothing out
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  api.post.mockReset();
});

const target = { articleId: 5, source: 0 as const, parentId: 0, replyToName: '' };

describe('a comment the moderation pipeline refuses (spec §8: 10202–10204)', () => {
  it.each([
    [10202, 400, '内容包含违禁词，请修改后再发'],
    [10204, 403, '账号已被封禁，无法发言'],
    [10204, 403, '账号已被禁言至 2025-05-21 10:30'],
  ])('%i (HTTP %i): the box shows “%s” and keeps the draft', async (code, http, message) => {
    api.post.mockRejectedValueOnce(statusError({ code, message, reason: '' }, 'discuss', http));
    const onPosted = vi.fn();
    renderForTest(<CommentBox target={target} recordId={5} onPosted={onPosted} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('评论内容'), { target: { value: '我的评论' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '发送' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByLabelText('评论内容')).toHaveProperty('value', '我的评论');
    expect((await readFormDraft<CommentFields>(draftKey(target)))?.fields.text).toBe('我的评论');
    expect(onPosted).not.toHaveBeenCalled();
  });
});
