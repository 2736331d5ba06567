import { z } from 'zod';
import { operation, type PublisherContext } from '../context.ts';
import { badInput } from '../envelope.ts';
import { picUrl } from '../wire.ts';
import { intParam, MAX_ID, optionalIntParam } from '../validation.ts';
import type { ColumnRow } from './content-store.ts';

/** A column as PUBLISHER_API §4.1 spells it (both id spellings), plus parentId and children. */
export function columnWire(
  ctx: PublisherContext,
  c: ColumnRow,
  all: ColumnRow[],
  depth = 1,
): Record<string, unknown> {
  const icon = picUrl(ctx.publicUrl, c.iconRef);
  return {
    columnId: c.columnId,
    columnID: c.columnId,
    columnName: c.name,
    casNames: c.casNames,
    columnType: c.columnType,
    columnStyle: c.columnStyle,
    topCount: c.topCount,
    phoneIcon: icon,
    padIcon: icon,
    description: c.description,
    keyword: '',
    linkUrl: c.linkUrl,
    orderId: c.orderId,
    level: c.level,
    columnLevel: c.level,
    isdelete: 0,
    isForbidden: false,
    rssCount: 0,
    appFixed: c.columnId === 1 ? 1 : 0,
    appShow: 1,
    showReadCount: 1,
    showPubTime: 1,
    showPraiseCount: 1,
    showDiscussCount: 1,
    lang: c.lang,
    parentId: c.parentId,
    children:
      depth > 0
        ? all.filter((k) => k.parentId === c.columnId).map((k) => columnWire(ctx, k, all, depth - 1))
        : [],
  };
}

export const getColumns = operation({
  name: 'getColumns',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    parentColumnId: optionalIntParam('parentColumnId', 0, MAX_ID, 0),
    version: optionalIntParam('version', 0, Number.MAX_SAFE_INTEGER, 0),
    columnType: optionalIntParam('columnType', -1, 100_000, -1),
  }),
  async handle(ctx, input) {
    const all = await ctx.content.columns();
    // An unknown parent gives empty arrays, as real deployments do.
    const children = all.filter((c) => c.parentId === input.parentColumnId);
    const wire = children.map((c) => columnWire(ctx, c, all));
    return {
      version: children.length ? ctx.clock.now() : 0,
      columns: wire,
      topColumns: wire.filter((c) => c.appFixed === 1),
    };
  },
});

export const getColumn = operation({
  name: 'getColumn',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ columnId: intParam('columnId', 1, MAX_ID) }),
  async handle(ctx, input) {
    const all = await ctx.content.columns();
    const column = all.find((c) => c.columnId === input.columnId);
    if (!column) throw badInput(`栏目 ${input.columnId} 不存在`);
    return columnWire(ctx, column, all);
  },
});
