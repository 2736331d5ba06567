// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatMessage, PostedChat } from '~/api/live/entities';
import { renderForTest } from '~/features/lists/renderForTest';
import { LiveChat } from './LiveChat';

const api = vi.hoisted(() => ({ postChat: vi.fn<(id: number, content: string) => Promise<PostedChat>>() }));
vi.mock('~/platform/publisher.client', () => ({
  loadApi: async () => ({ memberId: () => '7', postChat: api.postChat }),
}));

afterEach(() => {
  cleanup();
  api.postChat.mockReset();
  sessionStorage.clear();
});

const message = (id: number, content: string): LiveChatMessage => ({
  id,
  userName: '青岚读者',
  content,
  time: Date.UTC(2025, 4, 15, 5, 8),
});

/** The chat as the live page holds it: a message posted or pushed joins the list once (useLiveFeed's addChat). */
function renderChat() {
  let push: (m: LiveChatMessage) => void = () => undefined;
  function Page() {
    const [chat, setChat] = useState<LiveChatMessage[]>([]);
    const add = (m: LiveChatMessage) =>
      setChat((current) => (current.some((c) => c.id === m.id) ? current : [m, ...current]));
    push = add;
    return <LiveChat liveId={3} messages={chat} onPosted={add} />;
  }
  renderForTest(<Page />);
  return { push: (m: LiveChatMessage) => act(() => push(m)) };
}

async function send(text: string) {
  fireEvent.change(await screen.findByLabelText('聊天内容'), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
  });
}

const shown = () => [...document.querySelectorAll('li')].map((li) => li.textContent);

describe('a chat message held for review', () => {
  it('is shown to its poster marked 审核中, not as public; pushed once approved, it is shown once, unmarked', async () => {
    const { push } = renderChat();
    api.postChat.mockResolvedValueOnce({ ...message(41, '代购请私信'), held: true });
    await send('代购请私信');
    expect(shown()).toEqual(['青岚读者审核中13:08代购请私信']);
    // the public list has nothing yet
    expect(screen.getByText('还没有人发言')).toBeTruthy();

    await push(message(41, '代购请私信'));
    expect(shown()).toEqual(['青岚读者13:08代购请私信']);
    expect(screen.queryByText('审核中')).toBeNull();
  });

  it('a public one goes straight into the list', async () => {
    renderChat();
    api.postChat.mockResolvedValueOnce({ ...message(42, '主持人好'), held: false });
    await send('主持人好');
    expect(shown()).toEqual(['青岚读者13:08主持人好']);
    expect(screen.queryByText('审核中')).toBeNull();
  });
});
