import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { readerOf } from '../article/counts.ts';
import { beijingDay, countEvents, type AdEventKind } from './store.ts';

/** Ads one report may carry: a long scroll's worth. */
export const MAX_EVENTS = 50;
const REPORTS_PER_MINUTE = 60;

const BAD_EVENTS = 'events 格式应为 广告ID:0（曝光）或 广告ID:1（点击），以逗号分隔';

/** "101:0,102:1" → the pairs, or undefined when any is malformed. */
export function readEvents(text: string): { advId: number; kind: AdEventKind }[] | undefined {
  const pairs = text.split(',').map((part) => /^(\d{1,10}):([01])$/.exec(part.trim()));
  if (pairs.some((p) => p === null)) return undefined;
  const seen = new Set<string>();
  return pairs
    .map((p) => ({ advId: Number(p![1]), kind: Number(p![2]) as AdEventKind }))
    .filter((e) => e.advId > 0 && !seen.has(`${e.advId}:${e.kind}`) && seen.add(`${e.advId}:${e.kind}`));
}

/**
 * `advEvent` (POST form, spec §7 "ad event"): `events=<advID>:<0 impression | 1 click>,…`, a page's batch →
 * `{value:"true", counted}`. Each ad's impression and click count once per reader (member, issued device or
 * address) and Beijing day, whatever the page sends.
 */
export const advEvent = operation({
  name: 'advEvent',
  method: 'POST',
  access: 'token',
  input: z.object({ events: z.string({ error: BAD_EVENTS }).max(MAX_EVENTS * 14, `最多 ${MAX_EVENTS} 条`) }),
  async handle(ctx, input, caller) {
    const events = readEvents(input.events);
    if (!events || events.length === 0) throw badInput(BAD_EVENTS);
    if (events.length > MAX_EVENTS) throw badInput(`最多 ${MAX_EVENTS} 条`);
    if (!ctx.limiter.hit(`advEvent:${readerOf(caller)}`, REPORTS_PER_MINUTE, 60_000))
      throw new PublisherError(429, STATUS.error, '操作过于频繁，请稍后再试');
    const counted = await countEvents(ctx.db, events, readerOf(caller), beijingDay(ctx.clock.now()));
    return { value: 'true', counted };
  },
});
