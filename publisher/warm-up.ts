import { performance } from 'node:perf_hooks';
import { rehearseRecord } from './app-if/vote/record-cipher.ts';
import type { PublisherContext } from './context.ts';

/**
 * The write paths once before the publisher listens, so the first readers after a start do not pay for what a
 * running server has already done (issues 10 and 13: the votes' and comments' p99 was mostly a run's first second):
 * sm-crypto loaded and the vote record's SM4 run both ways, then a batch of the ballot box and of the comments each
 * written and rolled back (PostgreSQL reads the tables' catalogs and plans the statements; the JavaScript that builds
 * them is compiled). Nothing is written. Answers how long it took (printed with the ready line).
 */
export async function warmUp(ctx: PublisherContext): Promise<number> {
  const started = performance.now();
  const site = await ctx.sites.get();
  await rehearseRecord(String(site?.config.encryptKey4 ?? ''));
  await ctx.votes.rehearse();
  await ctx.comments.rehearse();
  return Math.round(performance.now() - started);
}
