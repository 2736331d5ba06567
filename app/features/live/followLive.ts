// Following an open live, loaded after the page is up (none of it is needed to read): the socket, the catch-up after
// every gap (each socket open, a hidden tab coming back) and the pushes it hands to the page.
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
  /** the publisher confirmed the subscription */
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
  let catchingUp: Promise<void> | undefined;

  const setStatus = (pushed: unknown) => {
    status = applyLiveStatus({ id: live.id, status }, { id: live.id, status: Number(pushed) }).status;
    follower.status(status);
  };

  function catchUp(): Promise<void> {
    catchingUp ??= (async () => {
      try {
        const missed = await (await loadApi('live')).liveChanges({ id: live.id, since: cursor });
        if (stopped || !missed) return;
        cursor = Math.max(cursor, missed.version);
        if (missed.live) setStatus(missed.live.status);
        follower.reports(missed.reports);
      } catch {
        // the next gap asks again; pushes keep coming meanwhile
      } finally {
        catchingUp = undefined;
      }
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
    if (message.type === 'live_status_subscribe') follower.following();
    if (message.type === 'live_status' || message.type === 'live_status_subscribe') setStatus(data.status);
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
    url: live.socket.url,
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
