import { z } from 'zod';
import { operation } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { wireContext } from '../lists/wire-context.ts';
import { liveDiscussMessage, liveMain, liveReport } from './wire.ts';

/**
 * `liveView?id=<live topic id>&page=` (PUBLISHER_API §3.5): `main` on page 0, `list` the reports of the page (pinned
 * first; `order=1` oldest first), `countClick`, `version` (the newest report change so far) and the latest chat.
 * `since=<version>` answers instead every report changed after it, removals included, oldest change first: what a
 * reader missed while its socket was away. An unknown id answers status -1.
 */
export const liveView = operation({
  name: 'liveView',
  method: 'GET',
  access: 'token',
  input: z.object({
    id: intParam('id', 1, MAX_ID),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
    order: optionalIntParam('order', 0, 1, 0),
    since: optionalIntParam('since', -1, Number.MAX_SAFE_INTEGER, -1),
  }),
  async handle(ctx, input, caller) {
    const live = await ctx.live.live(input.id);
    if (!live) throw new PublisherError(404, STATUS.error, '直播不存在');
    const w = await wireContext(ctx, caller);
    // the cursor is read before the reports: a change in between arrives twice at worst, and readers merge by id
    const version = await ctx.live.latestVersion(input.id);
    const catchUp = input.since >= 0;
    const [reports, chat] = await Promise.all([
      catchUp
        ? ctx.live.changesSince(input.id, input.since)
        : ctx.live.reports(input.id, input.page, input.order === 1 ? 'asc' : 'desc'),
      input.page === 0 ? ctx.live.discussion(input.id, 20) : Promise.resolve([]),
    ]);
    return {
      main: input.page === 0 ? liveMain(w, live) : null,
      list: reports.map((r) => liveReport(w.publicUrl, r)),
      countClick: live.article.countClick,
      version,
      discuss: chat.map(liveDiscussMessage),
    };
  },
});
