// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Favourite } from '~/api/interaction/entities';
import { renderForTest } from '~/features/lists/renderForTest';
import { MyFavourites } from './MyFavourites';
import { MyList, type MyListItem } from './MyList';

const interaction = vi.hoisted(() => ({
  myFavourites: vi.fn<(page: number) => Promise<Favourite[]>>(),
  favourite: vi.fn<(q: { id: number; saved: boolean }) => Promise<void>>(),
}));
vi.mock('~/platform/publisher.client', () => ({
  loadApi: async () => interaction,
  browserCore: () => ({ credentials: { member: () => ({ userId: '7' }) } }),
}));

beforeEach(() => {
  interaction.myFavourites.mockReset();
  interaction.favourite.mockReset();
});
afterEach(cleanup);

const items: MyListItem[] = [
  { key: 1, title: '已通过的评论', to: '/commentAll/5/0.html', state: '已通过', detail: '评论于《春》' },
  { key: 2, title: '没有页面的帖子', state: '审核中' },
];
const list = (state: Parameters<typeof MyList>[0]['read']['state'], retry = () => {}) =>
  renderForTest(<MyList id="mine" heading="我的评论" empty="还没有评论" read={{ state, retry }} />);

describe('MyList: every state of a member’s list has its screen', () => {
  it('loading and a visitor draw nothing (the page above says so and offers login)', () => {
    const { container } = list({ kind: 'loading' });
    expect(container.textContent).toBe('');
    cleanup();
    expect(list({ kind: 'visitor' }).container.textContent).toBe('');
  });

  it('a failure says so under the heading, and retry reads again', () => {
    const retry = vi.fn();
    list({ kind: 'failed' }, retry);
    expect(screen.getByRole('heading', { name: '我的评论' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('网络错误');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('empty: the list’s own words', () => {
    list({ kind: 'ready', data: [] });
    expect(screen.getByText('还没有评论')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('items: a link where there is a page, plain text where there is none, each with where it stands', () => {
    list({ kind: 'ready', data: items });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: '已通过的评论' }).getAttribute('href')).toBe(
      '/commentAll/5/0.html',
    );
    expect(first!.textContent).toContain('已通过');
    expect(first!.textContent).toContain('评论于《春》');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(second!.textContent).toContain('审核中');
  });
});

const saved = (n: number): Favourite => ({
  articleId: n,
  title: `收藏${n}`,
  articleType: n % 3,
  columnId: 9,
  savedAt: 0,
  reads: 0,
  likes: 0,
  comments: 0,
});

describe('我的收藏', () => {
  it('lists what was saved where a list would open it, pages on while pages come back full, and 取消收藏 takes one off', async () => {
    const full = Array.from({ length: 20 }, (_, i) => saved(i + 1));
    interaction.myFavourites.mockResolvedValueOnce(full).mockResolvedValueOnce([saved(21)]);
    interaction.favourite.mockResolvedValue(undefined);
    await act(async () => {
      renderForTest(<MyFavourites />);
    });
    expect(screen.getByRole('link', { name: '收藏3' }).getAttribute('href')).toBe('/newsDetail/9/3.html');
    expect(screen.getByRole('link', { name: '收藏1' }).getAttribute('href')).toBe('/imageDetail/9/1.html');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    });
    expect(interaction.myFavourites).toHaveBeenLastCalledWith(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();

    const second = screen.getAllByRole('listitem')[1]!;
    await act(async () => {
      fireEvent.click(within(second).getByRole('button', { name: '取消收藏' }));
    });
    expect(interaction.favourite).toHaveBeenCalledWith(expect.objectContaining({ id: 2, saved: false }));
    expect(screen.queryByRole('link', { name: '收藏2' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('status').textContent).toBe('已取消收藏：收藏2');
  });

  it('a removal that fails keeps the item and says so', async () => {
    interaction.myFavourites.mockResolvedValueOnce([saved(1)]);
    interaction.favourite.mockRejectedValueOnce(new Error('offline'));
    await act(async () => {
      renderForTest(<MyFavourites />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    });
    expect(screen.getByRole('link', { name: '收藏1' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('取消收藏失败，请稍后重试');
  });

  it('nothing saved: the empty words', async () => {
    interaction.myFavourites.mockResolvedValueOnce([]);
    await act(async () => {
      renderForTest(<MyFavourites />);
    });
    expect(screen.getByText('还没有收藏，读到喜欢的文章点“收藏”吧')).toBeTruthy();
  });
});
