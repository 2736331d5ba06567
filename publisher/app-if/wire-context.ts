import type { Caller, PublisherContext } from '../context.ts';
import type { WireContext } from './article-wire.ts';

export async function wireContext(ctx: PublisherContext, caller: Caller): Promise<WireContext> {
  const columns = await ctx.content.columns();
  return {
    publicUrl: ctx.publicUrl,
    siteId: caller.site.siteId,
    columns: new Map(columns.map((c) => [c.columnId, c])),
  };
}
