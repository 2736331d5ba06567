// Following an open live, loaded after the page is up (none of it is needed to read): the socket, the catch-up after
// every gap (each socket open, a hidden tab coming back) and the pushes it hands to the page.
//
// A socket open is caught up twice: at once, so a page from the cache is current without waiting on the publisher,
// and again when the publisher confirms the subscription, because only from then on is every change pushed: a
// report published between the first read and the publisher registering the reader reaches the page no other way.
// A status carries no version, so a catch-up's status is taken only when no status was pushed while its read was
// on the way: the push is as new.
import { socketAddressHere } from '~/lib/socketAddress';
import type { LiveChatMessage, LiveReport } from '~/api/live/entities';
import { parseLiveChatMessage, parseLiveReport } from '~/api/live/parse';
import type { LiveStatus } from '~/api/lists/entities';
import { applyLiveStatus } from '~/lib/live';
import { LiveSocket, type LiveMessage, type SocketLike } from '~/platform/liveSocket';
import { loadApi } from '~/platform/publisher.client';

export interface LiveFollower {
  /** reports pushed or caught up, in the order they came */
  reports(reports: LiveReport[]): void;
  status(status: LiveStatus): void;
  /** the publisher confirmed the subscription and the read after it is done: from now on every change is pushed */
  following(): void;
  chat(message: LiveChatMessage): void;
  /** the tab is visible again and caught up */
  back(): void;
}

/** Starts following; the answer stops it. `version`: the newest report change the page holds. */
export function followLive(
  live: { id: number; status: LiveStatus; version: number; socket: { url: string; token: string } },
  follower: LiveFollower,
): () => void {
  let stopped = false;
  let status = live.status;
  let cursor = live.version;
  /** status pushes so far: a catch-up whose read began before the last one brings an older status */
  let statusPushes = 0;
  let catchingUp: Promise<void> | undefined;
  /** a gap came while a catch-up's read was on the way: read once more after it */
  let askAgain = false;

  const setStatus = (value: unknown) => {
    status = applyLiveStatus({ id: live.id, status }, { id: live.id, status: Number(value) }).status;
    follower.status(status);
  };

  async function readMissed() {
    const pushesBefore = statusPushes;
    try {
      const missed = await (await loadApi('live')).liveChanges({ id: live.id, since: cursor });
      if (stopped || !missed) return;
      cursor = Math.max(cursor, missed.version);
      if (missed.live && statusPushes === pushesBefore) setStatus(missed.live.status);
      follower.reports(missed.reports);
    } catch {
      // the next gap asks again; pushes keep coming meanwhile
    }
  }

  function catchUp(): Promise<void> {
    if (catchingUp) {
      askAgain = true;
      return catchingUp;
    }
    catchingUp = (async () => {
      do {
        askAgain = false;
        await readMissed();
      } while (askAgain && !stopped);
      catchingUp = undefined;
    })();
    return catchingUp;
  }

  function onMessage(message: LiveMessage) {
    const data = (message.data ?? {}) as {
      id?: unknown;
      status?: unknown;
      report?: unknown;
      message?: unknown;
    };
    // spec §4: a push changes the open live only when its id is that live's
    if (stopped || Number(data.id) !== live.id) return;
    if (message.type === 'live_status' || message.type === 'live_status_subscribe') {
      statusPushes += 1;
      setStatus(data.status);
    }
    if (message.type === 'live_status_subscribe') void catchUp().then(() => !stopped && follower.following());
    if (message.type === 'live_reporting') {
      const report = parseLiveReport(data.report);
      if (report) follower.reports([report]);
    }
    if (message.type === 'live_discuss') {
      const chat = parseLiveChatMessage(data.message);
      if (chat) follower.chat(chat);
    }
  }

  function onVisibility() {
    if (!document.hidden) void catchUp().then(() => !stopped && follower.back());
  }

  const socket = new LiveSocket({
    url: socketAddressHere(live.socket.url, window.location),
    token: live.socket.token,
    pageProtocol: window.location.protocol,
    connect: (address) => new WebSocket(address) as unknown as SocketLike,
    onOpen: () => {
      socket.send({ type: 'live_status_subscribe', data: { id: live.id } });
      void catchUp();
    },
    onMessage,
  });
  socket.start();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    socket.stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
