// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Renamed } from '~/api/account/entities';
import { PublisherError } from '~/api/errors';
import { renderForTest } from '~/features/lists/renderForTest';
import { RenameForm } from './RenameForm';

const sso = vi.hoisted(() => ({ rename: vi.fn<(uid: string, nickname: string) => Promise<Renamed>>() }));
vi.mock('~/platform/publisher.client', () => ({ loadApi: async () => ({ rename: sso.rename }) }));

const member = (nickname: string) => ({
  uid: '7',
  userId: '7',
  token: '',
  accessToken: '',
  refreshToken: '',
  nickname,
  phone: '',
  avatar: '',
  score: 0,
});

beforeEach(() => sso.rename.mockReset());
afterEach(cleanup);

async function renameTo(nickname: string) {
  const onRenamed = vi.fn();
  renderForTest(<RenameForm uid="7" current="原来的名字" onRenamed={onRenamed} />);
  fireEvent.change(screen.getByLabelText('昵称'), { target: { value: nickname } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存昵称' }));
  });
  return onRenamed;
}

describe('renaming through moderation', () => {
  it('a held name: the old one stays and the form says the new one is under review', async () => {
    sso.rename.mockResolvedValueOnce({ member: member('原来的名字'), pending: true });
    const onRenamed = await renameTo('代购小王');
    expect(onRenamed).toHaveBeenCalledWith('原来的名字');
    expect(screen.getByRole('status').textContent).toBe('昵称已提交审核：“代购小王”审核中，通过后生效');
  });

  it('a refused name: the catalog’s words, and what was typed stays', async () => {
    sso.rename.mockRejectedValueOnce(
      new PublisherError({
        kind: 'status',
        key: 'error',
        reason: 'nickname_refused',
        code: -1,
        message: '内容包含违禁词，请修改后再发',
      }),
    );
    const onRenamed = await renameTo('赌博达人');
    expect(onRenamed).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('昵称包含不允许的内容，请修改');
    expect(screen.getByLabelText('昵称')).toHaveProperty('value', '赌博达人');
  });

  it('a name live at once says so', async () => {
    sso.rename.mockResolvedValueOnce({ member: member('江边读者'), pending: false });
    const onRenamed = await renameTo('江边读者');
    expect(onRenamed).toHaveBeenCalledWith('江边读者');
    expect(screen.getByRole('status').textContent).toBe('昵称已修改');
  });
});
