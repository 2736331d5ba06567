import type { PublisherContext } from '../context.ts';
import { readLiveEvent, type LiveEvent } from '../app-if/live/events.ts';
import { liveDiscussMessage, liveReport } from '../app-if/live/wire.ts';

/** What the hub needs of a connected reader. */
export type Reader = { send: (message: string) => void };

/** The socket's answer shape (spec §4 Socket): code 200 and a type; readers ignore every other code. */
export function socketMessage(type: string, data: unknown, code = 200): string {
  return JSON.stringify({ code, type, data });
}

/**
 * Who reads which live in this process, and the fan-out: every live event (heard on PostgreSQL NOTIFY, so from any
 * process) becomes one message, read from the database once and sent as the same string to each reader of that live.
 */
export function socketHub(ctx: Pick<PublisherContext, 'live' | 'publicUrl' | 'log'>) {
  const readers = new Map<number, Set<Reader>>();

  async function message(event: LiveEvent): Promise<string | undefined> {
    if (event.kind === 'status')
      return socketMessage('live_status', { id: event.live, status: event.status });
    if (event.kind === 'report') {
      const row = await ctx.live.report(event.live, event.report);
      if (!row) return undefined;
      const action = row.removed ? 'remove' : event.action;
      return socketMessage('live_reporting', {
        id: event.live,
        action,
        report: liveReport(ctx.publicUrl, row),
      });
    }
    const row = await ctx.live.discussMessage(event.message);
    return row && socketMessage('live_discuss', { id: event.live, message: liveDiscussMessage(row) });
  }

  async function deliver(payload: string): Promise<void> {
    const event = readLiveEvent(payload);
    if (!event || !readers.get(event.live)?.size) return;
    try {
      const text = await message(event);
      if (text) for (const reader of readers.get(event.live) ?? []) reader.send(text);
    } catch (error) {
      ctx.log.error({ err: error }, 'live event not delivered');
    }
  }
  let delivering = Promise.resolve();

  return {
    subscribe(reader: Reader, liveId: number) {
      let set = readers.get(liveId);
      if (!set) readers.set(liveId, (set = new Set()));
      set.add(reader);
    },
    unsubscribe(reader: Reader, liveId: number) {
      const set = readers.get(liveId);
      set?.delete(reader);
      if (set?.size === 0) readers.delete(liveId);
    },
    readerCount: () => [...readers.values()].reduce((n, set) => n + set.size, 0),
    /**
     * A NOTIFY payload. Deliveries run one after another, so readers get events in the order the database sent
     * them; nothing is read when no reader here follows that live.
     */
    heard(payload: string): Promise<void> {
      delivering = delivering.then(() => deliver(payload));
      return delivering;
    },
  };
}

export type SocketHub = ReturnType<typeof socketHub>;
