/**
 * What a live write announces on LIVE_CHANNEL (PostgreSQL NOTIFY, so every publisher process hears it). Ids only:
 * each process reads the row once and pushes the same message to all of its readers of that live.
 */
export const LIVE_CHANNEL = 'live_events';

export type LiveEvent =
  | { kind: 'status'; live: number; status: number }
  | { kind: 'report'; live: number; report: number; action: 'add' | 'edit' | 'remove' }
  | { kind: 'discuss'; live: number; message: number };

export function readLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const e = JSON.parse(payload) as Partial<LiveEvent> & Record<string, unknown>;
    if (typeof e.live !== 'number') return undefined;
    if (e.kind === 'status' && typeof e.status === 'number') return e as LiveEvent;
    if (
      e.kind === 'report' &&
      typeof e.report === 'number' &&
      ['add', 'edit', 'remove'].includes(String(e.action))
    )
      return e as LiveEvent;
    if (e.kind === 'discuss' && typeof e.message === 'number') return e as LiveEvent;
  } catch {
    // another process's garbage on our channel is not ours to handle
  }
  return undefined;
}
