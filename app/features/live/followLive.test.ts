import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LiveReport, LiveView } from '~/api/live/entities';
import type { LiveStatus } from '~/api/lists/entities';
import { followLive } from './followLive';

const liveChanges = vi.fn<(q: { id: number; since: number }) => Promise<LiveView | null>>();
vi.mock('~/platform/publisher.client', () => ({ loadApi: async () => ({ liveChanges }) }));

class FakeSocket {
  static opened: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  push(type: string, data: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify({ code: 200, type, data }) });
  }
}

const report = (id: number, version: number): LiveReport => ({
  id,
  version,
  pinned: false,
  time: 0,
  author: '',
  content: `report ${id}`,
  pictures: [],
  removed: false,
});

const view = (status: LiveStatus, reports: LiveReport[], version: number) =>
  ({ live: { status }, reports, version, views: 0, chat: [] }) as unknown as LiveView;

/** A read the test answers when it chooses. */
function heldRead() {
  let answer!: (value: LiveView) => void;
  liveChanges.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return (value: LiveView) => answer(value);
}

function follow() {
  const seen = { reports: [] as number[], statuses: [] as LiveStatus[], following: 0 };
  const stop = followLive(
    { id: 7, status: 1, version: 10, socket: { url: 'ws://live.test/ws', token: 'tok' } },
    {
      reports: (reports) => seen.reports.push(...reports.map((r) => r.id)),
      status: (status) => seen.statuses.push(status),
      following: () => (seen.following += 1),
      chat: () => {},
      back: () => {},
    },
  );
  const socket = FakeSocket.opened.at(-1)!;
  socket.onopen?.({});
  return { seen, stop, socket };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  liveChanges.mockReset();
  liveChanges.mockResolvedValue(null);
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  vi.stubGlobal('document', Object.assign(new EventTarget(), { hidden: false }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('catches up at once when the socket opens, from the version the page holds', async () => {
  const { seen, socket } = follow();
  expect(socket.sent).toEqual([{ type: 'live_status_subscribe', data: { id: 7 } }]);
  liveChanges.mockResolvedValueOnce(view(1, [report(3, 11)], 11));
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChanges).toHaveBeenCalledWith({ id: 7, since: 10 });
  expect(seen).toMatchObject({ reports: [3], following: 0 });
});

test('a report published before the publisher registered the reader arrives: read again on its answer', async () => {
  const { seen, socket } = follow();
  const first = heldRead();
  await vi.advanceTimersByTimeAsync(0);
  first(view(1, [report(3, 11)], 11));
  await vi.advanceTimersByTimeAsync(0);
  // report 4 was published after that read and before the publisher registered this reader: it is never pushed
  liveChanges.mockResolvedValueOnce(view(1, [report(4, 12)], 12));
  socket.push('live_status_subscribe', { id: 7, status: 1 });
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChanges.mock.calls.map(([q]) => q.since)).toEqual([10, 11]);
  expect(seen).toMatchObject({ reports: [3, 4], following: 1 });
});

test("an answer that comes while the open's read is on the way is read again after it, then the page follows", async () => {
  const { seen, socket } = follow();
  const first = heldRead();
  await vi.advanceTimersByTimeAsync(0);
  socket.push('live_status_subscribe', { id: 7, status: 1 });
  await vi.advanceTimersByTimeAsync(0);
  // not following yet: what was published before the publisher registered the reader is still to be read
  expect(seen.following).toBe(0);
  liveChanges.mockResolvedValueOnce(view(1, [report(4, 12)], 12));
  first(view(1, [report(3, 11)], 11));
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChanges.mock.calls.map(([q]) => q.since)).toEqual([10, 11]);
  expect(seen).toMatchObject({ reports: [3, 4], following: 1 });
});

test("a catch-up's status does not undo a status pushed while its read was on the way", async () => {
  const { seen, socket } = follow();
  const answer = heldRead();
  await vi.advanceTimersByTimeAsync(0);
  // the newsroom ends the live after the read left
  socket.push('live_status', { id: 7, status: 2 });
  answer(view(1, [report(4, 12)], 12));
  await vi.advanceTimersByTimeAsync(0);
  expect(seen.statuses).toEqual([2]);
  expect(seen.reports).toEqual([4]);
});

test("a catch-up's status is taken when nothing was pushed meanwhile", async () => {
  const { seen } = follow();
  liveChanges.mockResolvedValueOnce(view(2, [], 10));
  await vi.advanceTimersByTimeAsync(0);
  expect(seen.statuses).toEqual([2]);
});

test('a hidden tab coming back during a catch-up is read again after it, from the newer version', async () => {
  const { seen } = follow();
  const answer = heldRead();
  await vi.advanceTimersByTimeAsync(0);
  document.dispatchEvent(new Event('visibilitychange'));
  liveChanges.mockResolvedValueOnce(view(1, [report(6, 14)], 14));
  answer(view(1, [report(5, 13)], 13));
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChanges.mock.calls.map(([q]) => q.since)).toEqual([10, 13]);
  expect(seen.reports).toEqual([5, 6]);
});

test('a subscription answer for another live changes nothing and starts no catch-up', async () => {
  const { seen, socket } = follow();
  await vi.advanceTimersByTimeAsync(0);
  socket.push('live_status_subscribe', { id: 8, status: 2 });
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChanges).toHaveBeenCalledTimes(1);
  expect(seen).toMatchObject({ statuses: [], following: 0 });
});

test('after stopping, an answer and a read on the way change nothing', async () => {
  const { seen, socket, stop } = follow();
  const answer = heldRead();
  await vi.advanceTimersByTimeAsync(0);
  stop();
  socket.push('live_status_subscribe', { id: 7, status: 2 });
  answer(view(2, [report(3, 11)], 11));
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChanges).toHaveBeenCalledTimes(1);
  expect(seen).toMatchObject({ reports: [], statuses: [], following: 0 });
});
