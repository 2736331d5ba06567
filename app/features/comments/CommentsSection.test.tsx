// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '~/api/comments/entities';
import { renderForTest } from '~/features/lists/renderForTest';
import type { CommentsView, CommentView } from './commentView';
import CommentsSection from './CommentsSection';

const comment = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  articleId: 5,
  source: 0,
  authorId: 7,
  author: '山间小溪',
  text: `评论${id}`,
  time: 0,
  likes: 0,
  replyCount: 0,
  parentId: 0,
  official: false,
  pending: false,
  featured: false,
  pictures: [],
  firstReplies: [],
  moreReplies: false,
  ...extra,
});

const api = vi.hoisted(() => ({
  member: undefined as string | undefined,
  mine: vi.fn<() => Promise<Comment[]>>(),
  asMember: vi.fn<() => Promise<{ comments: Comment[]; total: number; hasMore: boolean }>>(),
}));
vi.mock('./commentsClient', () => ({
  commentsApi: async () => ({
    memberId: () => api.member,
    myUnpublished: api.mine,
    latestAsMember: api.asMember,
  }),
}));

afterEach(() => {
  cleanup();
  api.mine.mockReset();
  api.asMember.mockReset();
});

const publicOne: CommentView = {
  ...comment(1, { authorId: 8, author: '老街坊' }),
  when: '',
  likesText: '',
  repliesText: '',
  firstReplies: [],
};
const view: CommentsView = {
  kind: 'foot',
  articleId: 5,
  source: 0,
  count: '1',
  hot: [],
  latest: [publicOne],
  page: 0,
  hasMore: false,
  open: true,
};

const item = (id: number) => document.getElementById(`comment-${id}`)!;

describe('the reader’s own comments that are not public (myDiscuss)', () => {
  it('their author sees the waiting one marked 审核中 and the rejected one marked 未通过 with the reason', async () => {
    api.member = '7';
    api.mine.mockResolvedValueOnce([
      comment(3, { rejected: { reason: '含有广告信息' } }),
      comment(2, { pending: true }),
    ]);
    renderForTest(<CommentsSection view={view} />);
    await waitFor(() => expect(item(3)).toBeTruthy());
    expect(within(item(2)).getByText('审核中')).toBeTruthy();
    expect(within(item(3)).getByText('未通过')).toBeTruthy();
    expect(within(item(3)).getByText('原因：含有广告信息')).toBeTruthy();
    expect(within(item(3)).queryByText('审核中')).toBeNull();
    // nothing to reply to while nobody else sees them; the author may delete them
    for (const id of [2, 3]) {
      expect(within(item(id)).queryByRole('button', { name: '回复' })).toBeNull();
      expect(within(item(id)).getByRole('button', { name: '删除' })).toBeTruthy();
    }
    expect(within(item(1)).queryByText('未通过')).toBeNull();
    expect([...document.querySelectorAll('li[id^="comment-"]')].map((li) => li.id)).toEqual([
      'comment-3',
      'comment-2',
      'comment-1',
    ]);
  });

  it('a visitor is never asked for them and sees only the public list', async () => {
    api.member = undefined;
    renderForTest(<CommentsSection view={view} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '举报' })).toBeTruthy());
    expect(api.mine).not.toHaveBeenCalled();
    expect(screen.queryByText('审核中')).toBeNull();
    expect(screen.queryByText('未通过')).toBeNull();
  });
});

describe("a private circle's conversation (membersOnly: the public reads leave it out)", () => {
  const members: CommentsView = { ...view, source: 6, latest: [], count: '0', membersOnly: true };

  it('a member reads it as themselves once the section is alive, with its count', async () => {
    api.member = '7';
    api.mine.mockResolvedValue([]);
    api.asMember.mockResolvedValueOnce({
      comments: [comment(11, { authorId: 9, text: '成员之间的话' })],
      total: 1,
      hasMore: false,
    });
    renderForTest(<CommentsSection view={members} />);
    await waitFor(() => expect(item(11)).toBeTruthy());
    expect(screen.getByText('成员之间的话')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '评论 1' })).toBeTruthy();
    // commentAll reads the public lists, which would show none of it
    expect(screen.queryByRole('link', { name: /全部评论/ })).toBeNull();
  });

  it('a visitor is never asked for it; a public section never asks', async () => {
    api.member = undefined;
    renderForTest(<CommentsSection view={members} />);
    await waitFor(() => expect(screen.getByText('还没有人评论，快来抢沙发')).toBeTruthy());
    api.member = '7';
    api.mine.mockResolvedValue([]);
    cleanup();
    renderForTest(<CommentsSection view={view} />);
    await waitFor(() => expect(api.mine).toHaveBeenCalled());
    expect(api.asMember).not.toHaveBeenCalled();
  });
});

describe('closed comments', () => {
  it('say 评论已关闭 and nothing that invites a first comment when there are none', () => {
    renderForTest(<CommentsSection view={{ ...view, latest: [], count: '0', open: false }} />);
    expect(screen.getByText('评论已关闭')).toBeTruthy();
    expect(screen.queryByText('还没有人评论，快来抢沙发')).toBeNull();
    expect(screen.queryByRole('heading', { name: '最新评论' })).toBeNull();
    expect(screen.queryByRole('button', { name: '写评论…' })).toBeNull();
  });

  it('still list the comments made before they closed', () => {
    renderForTest(<CommentsSection view={{ ...view, open: false }} />);
    expect(screen.getByText('评论已关闭')).toBeTruthy();
    expect(screen.getByText('评论1')).toBeTruthy();
  });
});
