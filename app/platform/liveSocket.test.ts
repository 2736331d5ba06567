import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { canConnect, LiveSocket, readLiveMessage, type LiveMessage, type SocketLike } from './liveSocket';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({});
  }
}

function setup(url = 'wss://live.example/ws', token = 'tok') {
  const sockets: FakeSocket[] = [];
  const messages: LiveMessage[] = [];
  const live = new LiveSocket({
    url,
    token,
    connect: (u) => {
      const s = new FakeSocket(u);
      sockets.push(s);
      return s;
    },
    onMessage: (m) => messages.push(m),
  });
  return { live, sockets, messages };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('connects only with a wss:// URL (ws:// on an http page) and a token', () => {
  expect(setup('ws://insecure/ws').live.start()).toBe(false);
  expect(canConnect('ws://dev/ws', 'tok', 'http:')).toBe(true);
  expect(canConnect('ws://dev/ws', 'tok', 'https:')).toBe(false);
  expect(canConnect('javascript:alert(1)', 'tok', 'http:')).toBe(false);
  expect(setup('wss://x/ws', '').live.start()).toBe(false);
  const { live, sockets } = setup();
  expect(live.start()).toBe(true);
  expect(sockets[0]!.url).toBe('wss://live.example/ws?token=tok');
});

test('reconnects 4 s after close or error, one attempt at a time', () => {
  const { live, sockets } = setup();
  live.start();
  const first = sockets[0]!;
  first.onerror?.({});
  first.onclose?.({});
  vi.advanceTimersByTime(3_999);
  expect(sockets).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(sockets).toHaveLength(2);
  // a late event from the old socket schedules nothing
  first.onclose?.({});
  vi.advanceTimersByTime(10_000);
  expect(sockets).toHaveLength(2);
  live.stop();
  vi.advanceTimersByTime(10_000);
  expect(sockets).toHaveLength(2);
});

test('pings after 60 s of silence and closes when no reply comes in a further 60 s', () => {
  const { live, sockets } = setup();
  live.start();
  const s = sockets[0]!;
  s.onopen?.({});
  vi.advanceTimersByTime(59_999);
  expect(s.sent).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(s.sent).toEqual(['{"type":"ping"}']);
  // a reply restarts the clock
  s.onmessage?.({ data: '{"code":200,"type":"ping"}' });
  vi.advanceTimersByTime(60_000);
  expect(s.sent).toHaveLength(2);
  vi.advanceTimersByTime(59_999);
  expect(s.closed).toBe(false);
  vi.advanceTimersByTime(1);
  expect(s.closed).toBe(true);
  vi.advanceTimersByTime(4_000);
  expect(sockets).toHaveLength(2);
});

test('code 200 messages of the five types reach the page; others are ignored', () => {
  const { live, sockets, messages } = setup();
  live.start();
  const s = sockets[0]!;
  for (const type of [
    'ping',
    'live_status',
    'live_status_subscribe',
    'live_reporting',
    'live_discuss',
    'other',
  ]) {
    s.onmessage?.({ data: JSON.stringify({ code: 200, type, data: { id: 1 } }) });
  }
  s.onmessage?.({ data: JSON.stringify({ code: 500, type: 'live_status', data: {} }) });
  s.onmessage?.({ data: 'not json' });
  expect(messages.map((m) => m.type)).toEqual([
    'ping',
    'live_status',
    'live_status_subscribe',
    'live_reporting',
    'live_discuss',
  ]);
  expect(readLiveMessage({ code: '200', type: 'live_discuss', data: 1 })).toEqual({
    type: 'live_discuss',
    data: 1,
  });
});
