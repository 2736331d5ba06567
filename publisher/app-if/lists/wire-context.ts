import type { Caller, PublisherContext } from '../../context.ts';
import type { WireContext } from './list-item.ts';

export async function wireContext(ctx: PublisherContext, caller: Caller): Promise<WireContext> {
  const columns = await ctx.columns.all();
  return {
    publicUrl: ctx.publicUrl,
    siteId: caller.site.siteId,
    columns: new Map(columns.map((c) => [c.columnId, c])),
  };
}
